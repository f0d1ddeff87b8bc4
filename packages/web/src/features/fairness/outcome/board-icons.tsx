/** Small pictures drawn on tiles. Decorative: every tile also says what it is in its label. */

export function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12l4 6-10 12L2 9Z" fill="#00e701" />
      <path d="M2 9h20M9 3 7.5 9 12 21l4.5-12L15 3" fill="none" stroke="#0a7a12" strokeWidth="1.2" />
      <path d="M6 3h3L7.5 9H2Z" fill="#6dff72" />
    </svg>
  );
}

export function BombIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="14" r="7.5" fill="#ed4163" />
      <circle cx="8.5" cy="11.5" r="2" fill="#ff9fb2" />
      <path d="M15.5 8.5 18 6" stroke="#ffc83d" strokeWidth="2" strokeLinecap="round" />
      <circle cx="19" cy="5" r="1.6" fill="#ffc83d" />
    </svg>
  );
}

export function TrapIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

export function SafeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 20 12 12 21 4 12Z" fill="currentColor" />
    </svg>
  );
}

export function CrownIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z" fill="currentColor" />
      <rect x="5" y="19" width="14" height="2" rx="1" fill="currentColor" />
    </svg>
  );
}
