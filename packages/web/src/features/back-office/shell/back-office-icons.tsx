import { icon } from '../../../ui/icons';

/** The back office's own icons, drawn on the app's icon grid (ui/icons.tsx). */
export const MegaphoneIcon = icon(
  <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm13-3a5 5 0 0 1 0 8" />,
);
export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);
