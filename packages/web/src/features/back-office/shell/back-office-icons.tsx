import { icon } from '../../../ui/icons';

/** The back office's own icons, drawn on the app's icon grid (ui/icons.tsx). */
export const MegaphoneIcon = icon(
  <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm13-3a5 5 0 0 1 0 8" />,
);
export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const BugIcon = icon(
  <path d="M8 6a4 4 0 0 1 8 0M6 10h12v4a6 6 0 0 1-12 0ZM12 10v10M3 13h3M18 13h3M4 7l3 3M20 7l-3 3M4 20l3-3M20 20l-3-3" />,
);
