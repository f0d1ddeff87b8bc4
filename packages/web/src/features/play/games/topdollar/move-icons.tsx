import { icon } from '../../../../ui/icons';

/** The calls' marks are drawn bolder than the shell's icons: they are read small, at a glance, on colour. */
const BOLD = { strokeWidth: 2.6 };

/** Higher or same. */
export const HigherIcon = icon(<path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />, BOLD);

/** Lower or same. */
export const LowerIcon = icon(<path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />, BOLD);

/** Skip: a card passed over. */
export const SkipIcon = icon(<path d="M5 6l7 6-7 6M13 6l7 6-7 6" />, BOLD);
