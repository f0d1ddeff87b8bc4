import { type ReactNode, useId } from 'react';

/** A colour stop: where along the gradient (0 to 1), and the colour there. */
type Stop = readonly [offset: number, color: string];

/** A gradient over a drawing's bounding box, made by `linear` or `radial`. */
export type Gradient =
  | { linear: readonly [x1: number, y1: number, x2: number, y2: number]; stops: readonly Stop[] }
  | { radial: readonly [cx: number, cy: number, r: number]; stops: readonly Stop[] };

/** A linear gradient from (x1, y1) to (x2, y2). */
export function linear(
  line: readonly [x1: number, y1: number, x2: number, y2: number],
  ...stops: Stop[]
): Gradient {
  return { linear: line, stops };
}

/** A radial gradient around (cx, cy), reaching its last stop at radius r. */
export function radial(circle: readonly [cx: number, cy: number, r: number], ...stops: Stop[]): Gradient {
  return { radial: circle, stops };
}

interface GradientIconProps<Name extends string> {
  className?: string;
  /** The drawing's grid; most are drawn on 64 by 64. */
  viewBox?: string;
  gradients: Record<Name, Gradient>;
  /** Draws the picture; `paint(name)` is the fill or stroke of one of its gradients. */
  children(paint: (name: Name) => string): ReactNode;
}

function GradientDef({ id, gradient }: { id: string; gradient: Gradient }) {
  const stops = gradient.stops.map(([offset, color]) => (
    <stop key={offset} offset={offset} stopColor={color} />
  ));
  if ('linear' in gradient) {
    const [x1, y1, x2, y2] = gradient.linear;
    return (
      <linearGradient id={id} x1={x1} y1={y1} x2={x2} y2={y2}>
        {stops}
      </linearGradient>
    );
  }
  const [cx, cy, r] = gradient.radial;
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {stops}
    </radialGradient>
  );
}

/**
 * A shaded picture the games draw (a gem, a mine, the crown), sized by its class. Unlike
 * the flat icons of `icons.tsx` it is painted with gradients, whose ids each drawing
 * makes its own with useId: a board shows the same picture many times, and an id must
 * stand only once on a page.
 */
export function GradientIcon<Name extends string>({
  className,
  viewBox = '0 0 64 64',
  gradients,
  children,
}: GradientIconProps<Name>) {
  const id = useId();
  const paint = (name: Name) => `url(#${id}-${name})`;
  return (
    <svg className={className} viewBox={viewBox} aria-hidden="true">
      <defs>
        {Object.entries<Gradient>(gradients).map(([name, gradient]) => (
          <GradientDef key={name} id={`${id}-${name}`} gradient={gradient} />
        ))}
      </defs>
      {children(paint)}
    </svg>
  );
}
