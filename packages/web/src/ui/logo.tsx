type LogoProps = { height?: number; withWordmark?: boolean };

/** Letter shapes are paths rather than text, so the wordmark never depends on an installed font. */
const LETTERS = [
  // A, with its counter cut out by the even-odd rule
  'M36 24 42.6 4h4.8L54 24h-4.6l-1.2-4h-6.4l-1.2 4ZM42.9 16h4.2L45 9.5Z',
  // N
  'M57 24V4h4.4l7.2 12.2V4H73v20h-4.4l-7.2-12.2V24Z',
  // T
  'M76 4h16v4.4h-5.8V24h-4.4V8.4H76Z',
  // E
  'M95 4h13v4.2h-8.6v3.7h7.6v4.2h-7.6v3.7h8.6V24H95Z',
];

/** The chip mark alone, for tight spots (collapsed menu, favicon-like uses). */
function ChipMark() {
  return (
    <>
      <circle
        cx="14"
        cy="14"
        r="11.5"
        fill="none"
        stroke="var(--mantine-color-brand-6)"
        strokeWidth="3.5"
        strokeDasharray="4.5 4.53"
      />
      <circle cx="14" cy="14" r="6.5" fill="var(--mantine-color-brand-6)" />
      <circle cx="14" cy="14" r="2.6" fill="var(--mantine-color-dark-8)" />
    </>
  );
}

export function Logo({ height = 28, withWordmark = true }: LogoProps) {
  const width = withWordmark ? 108 : 28;
  return (
    <svg
      role="img"
      aria-label="Ante"
      height={height}
      width={(height * width) / 28}
      viewBox={`0 0 ${width} 28`}
      style={{ display: 'block' }}
    >
      <ChipMark />
      {withWordmark && <path d={LETTERS.join('')} fill="var(--mantine-color-white)" fillRule="evenodd" />}
    </svg>
  );
}
