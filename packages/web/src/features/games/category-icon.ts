import type { GameCategory } from '@ante/core';
import { GAME_CATEGORIES } from '../../app/layout/nav-items';
import { type IconComponent, SparklesIcon } from '../../ui/icons';

/** The side menu's icon for a category, so a row or page reads like the menu entry that leads to it. */
export function categoryIcon(category: GameCategory): IconComponent {
  return GAME_CATEGORIES.find((entry) => entry.slug === category)?.icon ?? SparklesIcon;
}
