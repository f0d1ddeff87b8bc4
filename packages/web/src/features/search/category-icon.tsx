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
} from '../../ui/icons';

/** The same pictures the side menu uses for each category. */
const ICONS: Record<GameCategory, IconComponent> = {
  originals: SparklesIcon,
  'video-slots': SlotsIcon,
  'table-games': CardsIcon,
  'game-shows': ShowIcon,
  blackjack: SpadeIcon,
  roulette: RouletteIcon,
  baccarat: DiamondIcon,
};

export function CategoryIcon({ category, ...props }: IconProps & { category: GameCategory }) {
  const Icon = ICONS[category];
  return <Icon {...props} />;
}
