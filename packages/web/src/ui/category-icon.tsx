import type { GameCategory } from '@ante/core';
import {
  CardsIcon,
  DiamondIcon,
  type IconComponent,
  type IconProps,
  RouletteIcon,
  ShowIcon,
  SlotsIcon,
  SpadeIcon,
  SparklesIcon,
} from './icons';

/**
 * Each category's picture, the same wherever a category is named: the side menu, the
 * lobby's rows, a category's page and the search suggestions, so a row or page reads
 * like the menu entry that leads to it. The labels are core's `GAME_CATEGORY_LABELS`.
 */
const ICONS: Record<GameCategory, IconComponent> = {
  originals: SparklesIcon,
  'video-slots': SlotsIcon,
  'table-games': CardsIcon,
  'game-shows': ShowIcon,
  blackjack: SpadeIcon,
  roulette: RouletteIcon,
  baccarat: DiamondIcon,
};

export function categoryIcon(category: GameCategory): IconComponent {
  return ICONS[category] ?? SparklesIcon;
}

export function CategoryIcon({ category, ...props }: IconProps & { category: GameCategory }) {
  const Icon = categoryIcon(category);
  return <Icon {...props} />;
}
