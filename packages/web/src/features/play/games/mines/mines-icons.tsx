import { useId } from 'react';

/** A cut gem: a crown of three facets over a pavilion of three, lit from the top left. */
export function GemIcon({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dff7d" />
          <stop offset="1" stopColor="#00b301" />
        </linearGradient>
      </defs>
      <polygon points="12,24 23,10 41,10 52,24 32,56" fill={`url(#${id}-g)`} />
      <polygon points="23,10 41,10 37,24 27,24" fill="#b9ffb9" opacity="0.9" />
      <polygon points="12,24 23,10 27,24" fill="#4dff4d" />
      <polygon points="52,24 41,10 37,24" fill="#00d001" />
      <polygon points="12,24 27,24 32,56" fill="#14e014" />
      <polygon points="27,24 37,24 32,56" fill="#5cff5c" />
      <polygon points="37,24 52,24 32,56" fill="#009a01" />
    </svg>
  );
}

/** A round bomb with a lit fuse. */
export function MineIcon({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}-b`} cx="0.38" cy="0.36" r="0.7">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset="0.45" stopColor="#d7263d" />
          <stop offset="1" stopColor="#5c0b16" />
        </radialGradient>
      </defs>
      <path d="M40 16 q6 -8 12 -6" fill="none" stroke="#c9a66b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="53" cy="9" r="4" fill="#ffd35c" />
      <circle cx="53" cy="9" r="2" fill="#fff6d5" />
      <rect x="33" y="14" width="11" height="9" rx="2" transform="rotate(35 38 18)" fill="#3b1c24" />
      <circle cx="30" cy="38" r="19" fill={`url(#${id}-b)`} />
      <ellipse cx="23" cy="30" rx="5" ry="3.5" fill="#ffffff" opacity="0.45" transform="rotate(-35 23 30)" />
    </svg>
  );
}
