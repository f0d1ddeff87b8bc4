import { GradientIcon, linear, radial } from '../../../../ui/gradient-icon';

/** The gem's body and the bomb's, lit from the top left. */
const GEM_SHADE = linear([0, 0, 1, 1], [0, 'var(--mines-green-75)'], [1, 'var(--mines-green-35)']);
const BOMB_SHADE = radial(
  [0.38, 0.36, 0.7],
  [0, 'var(--color-red-71)'],
  [0.45, 'var(--mines-red-50)'],
  [1, 'var(--mines-red-20)'],
);

/** A cut gem: a crown of three facets over a pavilion of three, lit from the top left. */
export function GemIcon({ className }: { className?: string }) {
  return (
    <GradientIcon className={className} gradients={{ body: GEM_SHADE }}>
      {(paint) => (
        <>
          <polygon points="12,24 23,10 41,10 52,24 32,56" fill={paint('body')} />
          <polygon points="23,10 41,10 37,24 27,24" fill="var(--color-green-86)" opacity="0.9" />
          <polygon points="12,24 23,10 27,24" fill="var(--mines-green-65)" />
          <polygon points="52,24 41,10 37,24" fill="var(--mines-green-41)" />
          <polygon points="12,24 27,24 32,56" fill="var(--mines-green-48)" />
          <polygon points="27,24 37,24 32,56" fill="var(--mantine-color-brand-3)" />
          <polygon points="37,24 52,24 32,56" fill="var(--mines-green-30)" />
        </>
      )}
    </GradientIcon>
  );
}

/** A round bomb with a lit fuse. */
export function MineIcon({ className }: { className?: string }) {
  return (
    <GradientIcon className={className} gradients={{ body: BOMB_SHADE }}>
      {(paint) => (
        <>
          <path
            d="M40 16 q6 -8 12 -6"
            fill="none"
            stroke="var(--mines-amber-60)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="53" cy="9" r="4" fill="var(--mines-amber-68)" />
          <circle cx="53" cy="9" r="2" fill="var(--mines-amber-92)" />
          <rect
            x="33"
            y="14"
            width="11"
            height="9"
            rx="2"
            transform="rotate(35 38 18)"
            fill="var(--mines-red-17)"
          />
          <circle cx="30" cy="38" r="19" fill={paint('body')} />
          <ellipse
            cx="23"
            cy="30"
            rx="5"
            ry="3.5"
            fill="var(--mantine-color-white)"
            opacity="0.45"
            transform="rotate(-35 23 30)"
          />
        </>
      )}
    </GradientIcon>
  );
}
