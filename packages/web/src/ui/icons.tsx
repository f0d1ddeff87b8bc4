import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };
export type IconComponent = (props: IconProps) => ReactNode;

/** How an icon is drawn: stroked lines (the default) or filled shapes, and the stroke's weight. */
export interface IconStyle {
  filled?: boolean;
  strokeWidth?: number;
}

/**
 * A small hand-drawn icon set (24px grid, stroked with currentColor). Inline SVG
 * keeps the bundle free of an icon library and works under the strict CSP.
 * Icons are decorative: the control that holds one carries the accessible name.
 */
function renderIcon(
  paths: ReactNode,
  { filled = false, strokeWidth = 2 }: IconStyle,
  { size = 20, ...props }: IconProps,
) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {paths}
    </svg>
  );
}

/**
 * Makes an icon of this set from its paths; features draw their own icons with it too.
 * Call it once, at module level, so each icon keeps a stable component identity.
 */
export function icon(paths: ReactNode, style: IconStyle = {}): IconComponent {
  return (props) => renderIcon(paths, style, props);
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const ChatIcon = icon(<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const HomeIcon = icon(<path d="M3 10.5 12 3l9 7.5M5 9v12h14V9M10 21v-6h4v6" />);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </>,
);
export const TrophyIcon = icon(
  <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16M10 14.7V17c0 .6-.5 1-1 1.2C7.9 18.8 7 20.2 7 22M14 14.7V17c0 .6.5 1 1 1.2 1.1.6 2 2 2 3.8M18 2H6v7a6 6 0 0 0 12 0Z" />,
);
export const CoinsIcon = icon(
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M18.1 10.4A6 6 0 1 1 10.3 18M7 6h1v4M16.7 13.9l.7.7-2.8 2.8" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const HeartIcon = icon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
);
export const SparklesIcon = icon(
  <path d="m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z" />,
);
export const SlotsIcon = icon(
  <>
    <rect x="2" y="5" width="16" height="14" rx="2" />
    <path d="M7.3 5v14M12.7 5v14M18 13h2.5V8" />
    <circle cx="20.5" cy="6.5" r="1.5" />
  </>,
);
export const CardsIcon = icon(
  <>
    <path d="M8 6V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-2" />
    <rect x="2" y="6" width="14" height="16" rx="2" />
  </>,
);
export const ShowIcon = icon(
  <>
    <rect x="2" y="7" width="20" height="15" rx="2" />
    <path d="m17 2-5 5-5-5" />
  </>,
);
export const SpadeIcon = icon(
  <path d="M12 3C9 7 4 9.5 4 13.5A3.5 3.5 0 0 0 10 16c-.3 2.5-1.2 4-3 5h10c-1.8-1-2.7-2.5-3-5a3.5 3.5 0 0 0 6-2.5C20 9.5 15 7 12 3Z" />,
);
export const RouletteIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />
  </>,
);
export const DiamondIcon = icon(<path d="M12 2 20 12l-8 10-8-10Z" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LogOutIcon = icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const ShieldCheckIcon = icon(
  <path d="M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10ZM9 12l2 2 4-4" />,
);
export const BoltIcon = icon(<path d="M13 2 3 14h9l-1 8 10-12h-9Z" />);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </>,
);
export const SettingsIcon = icon(
  <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />,
);
export const WalletIcon = icon(
  <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />,
);
export const VaultIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="13" cy="12" r="3.5" />
    <path d="M7 9v6M5 20v1.5M19 20v1.5" />
  </>,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" />
  </>,
);
export const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
/** A lab flask: test coins, a demo. */
export const FlaskIcon = icon(
  <path d="M9 3h6M10 3v6.5l-5.4 8.9A1.7 1.7 0 0 0 6.1 21h11.8a1.7 1.7 0 0 0 1.5-2.6L14 9.5V3M7.3 15h9.4" />,
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <path d="M9.9 4.2A9 9 0 0 1 12 4c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />,
);
export const InstagramIcon = icon(
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const TelegramIcon = icon(
  <path d="M21.5 4.5 2.9 11.7c-1.1.4-1.1 1.1-.2 1.4l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM7.6 14.6l9.4-6.1" />,
);
export const XLogoIcon = icon(
  <path d="M17.8 3h3l-6.7 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z" />,
  { filled: true },
);
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const StarIcon = icon(
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" />,
);
export const CardIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);
export const PlayIcon = icon(
  <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5Z" />,
  { filled: true },
);
export const LayersIcon = icon(<path d="m12 2 10 5-10 5L2 7Zm-10 10 10 5 10-5M2 17l10 5 10-5" />);
export const IncognitoIcon = icon(
  <>
    <path d="M2 11h20M5 11l1.6-5.2A1 1 0 0 1 7.9 5l2.6 1h3l2.6-1a1 1 0 0 1 1.3.8L19 11" />
    <circle cx="7" cy="17" r="3" />
    <circle cx="17" cy="17" r="3" />
    <path d="M10 17c1.3-.8 2.7-.8 4 0" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const MonitorIcon = icon(
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export const SmartphoneIcon = icon(
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 18h.01" />
  </>,
);
export const ArrowDownLeftIcon = icon(<path d="M17 7 7 17M17 17H7V7" />);
export const ArrowUpRightIcon = icon(<path d="M7 17 17 7M7 7h10v10" />);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const IdCardIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8" cy="11" r="2" />
    <path d="M5 16a3 3 0 0 1 6 0M14 10h5M14 14h3" />
  </>,
);
export const LinkIcon = icon(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
);
export const UploadIcon = icon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);
export const FileIcon = icon(
  <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8ZM14 2v6h6" />,
);

/** A paper plane: the send button of chat and of live support. */
export const SendIcon = icon(<path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />);
