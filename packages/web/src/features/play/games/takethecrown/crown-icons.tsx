import { GradientIcon, linear, radial } from '../../../../ui/gradient-icon';

/** The crown's metal and stones. */
const GOLD = linear(
  [0, 0, 0, 1],
  [0, 'var(--crown-yellow-83)'],
  [0.45, 'var(--crown-amber-62)'],
  [1, 'var(--crown-amber-43)'],
);
const BAND = linear([0, 0, 0, 1], [0, 'var(--crown-amber-67)'], [1, 'var(--crown-amber-33)']);
const GEM = radial(
  [0.35, 0.35, 0.7],
  [0, 'var(--crown-green-89-2)'],
  [0.5, 'var(--mantine-color-brand-6)'],
  [1, 'var(--color-green-21)'],
);
const RUBY = radial(
  [0.35, 0.35, 0.7],
  [0, 'var(--crown-red-88)'],
  [0.5, 'var(--crown-red-62)'],
  [1, 'var(--crown-red-25-2)'],
);

/** The tiles' faces: an emerald for a safe step, bone for a trap. */
const EMERALD = linear([0, 0, 1, 1], [0, 'var(--crown-green-81)'], [1, 'var(--mantine-color-brand-8)']);
const BONE = radial(
  [0.4, 0.3, 0.8],
  [0, 'var(--mantine-color-white)'],
  [0.6, 'var(--crown-red-90)'],
  [1, 'var(--crown-red-64)'],
);

/** The crown on top of the tower: five gold points over a jewelled band. */
export function CrownIcon({ className }: { className?: string }) {
  return (
    <GradientIcon
      className={className}
      viewBox="0 0 96 72"
      gradients={{ gold: GOLD, band: BAND, gem: GEM, ruby: RUBY }}
    >
      {(paint) => (
        <>
          <path
            d="M12 52 L6 18 L28 36 L48 8 L68 36 L90 18 L84 52 Z"
            fill={paint('gold')}
            stroke="var(--crown-amber-27)"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <path d="M48 8 L58 36 L48 48 L38 36 Z" fill="var(--crown-yellow-91)" opacity="0.35" />
          <path
            d="M14 46 L10 24 L27 38"
            fill="none"
            stroke="var(--crown-yellow-91)"
            strokeWidth="2"
            opacity="0.55"
          />
          <circle
            cx="6"
            cy="17"
            r="4.5"
            fill={paint('gold')}
            stroke="var(--crown-amber-27)"
            strokeWidth="1.2"
          />
          <circle
            cx="48"
            cy="7"
            r="5"
            fill={paint('gold')}
            stroke="var(--crown-amber-27)"
            strokeWidth="1.2"
          />
          <circle
            cx="90"
            cy="17"
            r="4.5"
            fill={paint('gold')}
            stroke="var(--crown-amber-27)"
            strokeWidth="1.2"
          />
          <rect
            x="11"
            y="50"
            width="74"
            height="14"
            rx="4"
            fill={paint('band')}
            stroke="var(--crown-amber-27)"
            strokeWidth="1.5"
          />
          <circle cx="48" cy="57" r="5" fill={paint('gem')} />
          <circle cx="28" cy="57" r="3.5" fill={paint('ruby')} />
          <circle cx="68" cy="57" r="3.5" fill={paint('ruby')} />
          <rect x="14" y="52" width="68" height="2.5" rx="1.2" fill="var(--crown-yellow-91)" opacity="0.45" />
        </>
      )}
    </GradientIcon>
  );
}

/** A safe step: an emerald cut in eight facets. */
export function EmeraldIcon({ className }: { className?: string }) {
  return (
    <GradientIcon className={className} gradients={{ body: EMERALD }}>
      {(paint) => (
        <>
          <polygon points="20,6 44,6 58,20 58,44 44,58 20,58 6,44 6,20" fill={paint('body')} />
          <polygon points="24,16 40,16 48,24 48,40 40,48 24,48 16,40 16,24" fill="var(--crown-green-46)" />
          <polygon points="20,6 44,6 40,16 24,16" fill="var(--crown-green-89)" opacity="0.85" />
          <polygon points="6,20 20,6 24,16 16,24" fill="var(--crown-green-71)" />
          <polygon points="58,20 44,6 40,16 48,24" fill="var(--crown-green-56)" />
          <polygon points="6,44 6,20 16,24 16,40" fill="var(--crown-green-60)" />
          <polygon points="58,44 58,20 48,24 48,40" fill="var(--color-green-36)" />
          <polygon points="20,58 6,44 16,40 24,48" fill="var(--crown-green-38)" />
          <polygon points="44,58 58,44 48,40 40,48" fill="var(--crown-green-28)" />
          <polygon points="20,58 44,58 40,48 24,48" fill="var(--crown-green-31)" />
          <polygon points="24,16 40,16 36,24 28,24" fill="var(--mantine-color-white)" opacity="0.35" />
        </>
      )}
    </GradientIcon>
  );
}

/** A trap: a skull. */
export function SkullIcon({ className }: { className?: string }) {
  return (
    <GradientIcon className={className} gradients={{ body: BONE }}>
      {(paint) => (
        <>
          <path
            d="M32 6 C16 6 8 17 8 29 C8 37 12 42 17 45 L17 52 C17 55 19 57 22 57 L42 57 C45 57 47 55 47 52 L47 45 C52 42 56 37 56 29 C56 17 48 6 32 6 Z"
            fill={paint('body')}
          />
          <ellipse cx="22.5" cy="31" rx="6.5" ry="7.5" fill="var(--crown-red-13)" />
          <ellipse cx="41.5" cy="31" rx="6.5" ry="7.5" fill="var(--crown-red-13)" />
          <circle cx="22.5" cy="32" r="2.2" fill="var(--crown-red-65)" />
          <circle cx="41.5" cy="32" r="2.2" fill="var(--crown-red-65)" />
          <path d="M32 38 L28.5 45 L35.5 45 Z" fill="var(--crown-red-13)" />
          <path
            d="M25 50 V56 M32 50 V57 M39 50 V56"
            stroke="var(--crown-red-38)"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      )}
    </GradientIcon>
  );
}
