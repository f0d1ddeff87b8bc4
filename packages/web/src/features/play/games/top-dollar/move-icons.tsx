import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 18, d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** Higher or same. */
export function HigherIcon(props: IconProps) {
  return <Icon d="M12 19V5M5.5 11.5 12 5l6.5 6.5" {...props} />;
}

/** Lower or same. */
export function LowerIcon(props: IconProps) {
  return <Icon d="M12 5v14M5.5 12.5 12 19l6.5-6.5" {...props} />;
}

/** Skip: a card passed over. */
export function SkipIcon(props: IconProps) {
  return <Icon d="M5 6l7 6-7 6M13 6l7 6-7 6" {...props} />;
}
