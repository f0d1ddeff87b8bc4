import { icon } from '../../ui/icons';

/** The game page's own controls' icons, drawn with the shell's icon set (`ui/icons`). */
export const KeyboardIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M6 9h.01M10 9h.01M14 9h.01M18 9h.01M6 13h.01M18 13h.01M10 13h4M7 16h10" />
  </>,
);
export const ChartLineIcon = icon(<path d="M3 3v18h18M7 15l4-5 3 3 5-6" />);
export const VolumeIcon = icon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </>,
);
export const VolumeOffIcon = icon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4Z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </>,
);
export const GripIcon = icon(<path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />);
export const ResetIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />);
export const SwapIcon = icon(<path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />);
export const InfinityIcon = icon(
  <path d="M12 12c-2-2.7-4-4-6-4a4 4 0 0 0 0 8c2 0 4-1.3 6-4Zm0 0c2 2.7 4 4 6 4a4 4 0 0 0 0-8c-2 0-4 1.3-6 4Z" />,
);
