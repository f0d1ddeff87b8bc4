import { GradientIcon, linear, radial } from '../../../../ui/gradient-icon';

/** The gem's body and the bomb's, lit from the top left. */
const GEM_SHADE = linear([0, 0, 1, 1], [0, '#7dff7d'], [1, '#00b301']);
const BOMB_SHADE = radial([0.38, 0.36, 0.7], [0, '#ff6b6b'], [0.45, '#d7263d'], [1, '#5c0b16']);

/** A cut gem: a crown of three facets over a pavilion of three, lit from the top left. */
export function GemIcon({ className }: { className?: string }) {
  return (
    <GradientIcon className={className} gradients={{ body: GEM_SHADE }}>
      {(paint) => (
        <>
          <polygon points="12,24 23,10 41,10 52,24 32,56" fill={paint('body')} />
          <polygon points="23,10 41,10 37,24 27,24" fill="#b9ffb9" opacity="0.9" />
          <polygon points="12,24 23,10 27,24" fill="#4dff4d" />
          <polygon points="52,24 41,10 37,24" fill="#00d001" />
          <polygon points="12,24 27,24 32,56" fill="#14e014" />
          <polygon points="27,24 37,24 32,56" fill="#5cff5c" />
          <polygon points="37,24 52,24 32,56" fill="#009a01" />
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
          <path d="M40 16 q6 -8 12 -6" fill="none" stroke="#c9a66b" strokeWidth="3" strokeLinecap="round" />
          <circle cx="53" cy="9" r="4" fill="#ffd35c" />
          <circle cx="53" cy="9" r="2" fill="#fff6d5" />
          <rect x="33" y="14" width="11" height="9" rx="2" transform="rotate(35 38 18)" fill="#3b1c24" />
          <circle cx="30" cy="38" r="19" fill={paint('body')} />
          <ellipse
            cx="23"
            cy="30"
            rx="5"
            ry="3.5"
            fill="#ffffff"
            opacity="0.45"
            transform="rotate(-35 23 30)"
          />
        </>
      )}
    </GradientIcon>
  );
}
