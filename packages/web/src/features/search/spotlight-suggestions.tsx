import { GAME_CATEGORY_LABELS, GAME_CATEGORY_SLUGS, type Game } from '@ante/core';
import { type KeyboardEvent, useId } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../ui/category-icon';
import { GameThumbnail } from '../../ui/game-thumbnail';
import { ChevronRightIcon } from '../../ui/icons';
import { GameText } from './game-text';
import classes from './spotlight.module.css';
import { RowSkeletons } from './spotlight-results';

type SpotlightSuggestionsProps = {
  popular: Game[];
  popularLoading: boolean;
  imageHost: string | null;
  /** Called as a link is followed, so the dialog closes. */
  onNavigate: () => void;
};

/**
 * Arrow keys step through the quick links (Tab still works): down from the last wraps
 * to the first, up from the first goes back to the search box.
 */
function handleArrowKeys(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowUp' && at === 0) {
    event.currentTarget.closest('[role="dialog"]')?.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  const step = event.key === 'ArrowDown' ? 1 : -1;
  links[(at + step + links.length) % links.length]?.focus();
}

/**
 * What a blank Spotlight offers instead of searching (docs/product.md#input-rules: an empty query
 * makes no call): the categories and the most popular games, as ordinary links.
 */
export function SpotlightSuggestions({
  popular,
  popularLoading,
  imageHost,
  onNavigate,
}: SpotlightSuggestionsProps) {
  const categoriesId = useId();
  const popularId = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only moves focus between the links inside.
    <div onKeyDown={handleArrowKeys}>
      <nav aria-labelledby={categoriesId} className={classes.group}>
        <h2 id={categoriesId} className={classes.groupLabel}>
          Categories
        </h2>
        <div className={classes.chips}>
          {GAME_CATEGORY_SLUGS.map((category) => (
            <Link
              key={category}
              to={`/games/category/${category}`}
              className={classes.chip}
              onClick={onNavigate}
            >
              <CategoryIcon category={category} size={16} />
              {GAME_CATEGORY_LABELS[category]}
            </Link>
          ))}
        </div>
      </nav>
      <nav aria-labelledby={popularId} className={classes.group}>
        <h2 id={popularId} className={classes.groupLabel}>
          Popular
        </h2>
        {popularLoading && <RowSkeletons count={3} />}
        {popular.map((game) => (
          <Link key={game.slug} to={`/games/${game.slug}`} className={classes.row} onClick={onNavigate}>
            <GameThumbnail game={game} imageHost={imageHost} />
            <GameText game={game} />
            <ChevronRightIcon size={18} className={classes.rowChevron} />
          </Link>
        ))}
      </nav>
    </div>
  );
}
