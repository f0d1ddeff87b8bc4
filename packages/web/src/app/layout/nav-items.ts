import { GAME_CATEGORY_LABELS, GAME_CATEGORY_SLUGS } from '@ante/core';
import { categoryIcon } from '../../ui/category-icon';
import {
  ClockIcon,
  CoinsIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  type IconComponent,
  LayersIcon,
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

/** The categories in core's order, with core's labels (docs/product.md#routes), then the providers. */
export const GAME_ITEMS: NavItem[] = [
  ...GAME_CATEGORY_SLUGS.map((slug) => ({
    label: GAME_CATEGORY_LABELS[slug],
    icon: categoryIcon(slug),
    to: `/games/category/${slug}`,
  })),
  { label: 'Providers', icon: LayersIcon, to: '/games/provider' },
];
