import {
  CardsIcon,
  ClockIcon,
  CoinsIcon,
  DiamondIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  type IconComponent,
  LayersIcon,
  RouletteIcon,
  ShowIcon,
  SlotsIcon,
  SpadeIcon,
  SparklesIcon,
  TrophyIcon,
} from '../../ui/icons';

export type NavItem = {
  label: string;
  to: string;
  icon: IconComponent;
  /** Recent and Favorite (docs/product.md#side-menu) appear only when logged in. */
  requiresUser?: boolean;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
};

export const GLOBAL_POT_ITEM: NavItem = { label: 'Global Pot', to: '/global-jackpot', icon: CoinsIcon };

export const CASINO_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon, end: true },
  { label: 'Rewards', to: '/loyalty', icon: GiftIcon },
  { label: 'Competitions', to: '/competitions', icon: TrophyIcon },
  { label: 'Recent', to: '/games/recent', icon: ClockIcon, requiresUser: true },
  // British spelling, as in all of the product's copy and the page's name.
  { label: 'Favourites', to: '/games/favorite', icon: HeartIcon, requiresUser: true },
];

/** Category slugs (docs/product.md#routes) with their menu labels. */
export const GAME_CATEGORIES = [
  { slug: 'originals', label: 'Originals', icon: SparklesIcon },
  { slug: 'video-slots', label: 'Slots', icon: SlotsIcon },
  { slug: 'table-games', label: 'Table Games', icon: CardsIcon },
  { slug: 'game-shows', label: 'Game Shows', icon: ShowIcon },
  { slug: 'blackjack', label: 'Blackjack', icon: SpadeIcon },
  { slug: 'roulette', label: 'Roulette', icon: RouletteIcon },
  { slug: 'baccarat', label: 'Baccarat', icon: DiamondIcon },
] as const;

export const GAME_ITEMS: NavItem[] = [
  ...GAME_CATEGORIES.map(({ slug, label, icon }) => ({ label, icon, to: `/games/category/${slug}` })),
  { label: 'Providers', icon: LayersIcon, to: '/games/provider' },
];
