import { useMemo } from 'react';
import { encodeQr } from './qr-encode';

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

/** A QR code as one SVG path, dark on white whatever the theme, since scanners expect that. */
export function QrCode({ value, size = 160, label, className }: QrCodeProps) {
  const { side, path } = useMemo(() => {
    const matrix = encodeQr(value);
    let d = '';
    matrix.dark.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      });
    });
    return { side: matrix.size + QUIET_ZONE * 2, path: d };
  }, [value]);

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
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#0a1822" />
    </svg>
  );
}
