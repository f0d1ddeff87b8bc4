import { create } from 'qrcode';
import { useMemo } from 'react';

/** The standard asks for four light modules around the symbol so scanners can find its edges. */
const QUIET_ZONE = 4;

type QrCodeProps = {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** What the code holds, for screen readers (the text is usually shown beside it). */
  label: string;
  className?: string;
};

/** The symbol's dark modules as one SVG path, one unit per module, offset by the quiet zone. */
export function qrPath(value: string): { side: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { side: modules.size + QUIET_ZONE * 2, path };
}

/**
 * A QR code (encoded by the maintained `qrcode` package) as one SVG path, dark on
 * white whatever the theme, since scanners expect that.
 */
export function QrCode({ value, size = 160, label, className }: QrCodeProps) {
  const { side, path } = useMemo(() => qrPath(value), [value]);

  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="var(--mantine-color-white)" />
      <path d={path} fill="var(--mantine-color-dark-9)" />
    </svg>
  );
}
