import type { Game } from '@ante/core';
import { ActionIcon } from '@mantine/core';
import { isFavorite } from '../lib/games/favorite-toggle';
import { useFavoriteGames, useToggleFavorite } from '../lib/games/games-api';
import { HeartIcon } from './icons';

type FavoriteButtonProps = {
  game: Game;
  className?: string;
  /** `card` on a game card (a filled disc over the picture), `tool` among a game page's tools. */
  look?: 'card' | 'tool';
};

/**
 * The heart that adds a game to the player's favourites or takes it out, on a game card
 * and on the game's own page, for a signed-in player; it answers at once and the server
 * follows.
 */
export function FavoriteButton({ game, className, look = 'card' }: FavoriteButtonProps) {
  const favorites = useFavoriteGames();
  const toggle = useToggleFavorite();
  const active = isFavorite(favorites.data, game.slug);

  return (
    <ActionIcon
      className={className}
      variant={look === 'card' ? 'filled' : active ? 'light' : 'subtle'}
      color={look === 'card' ? 'dark.8' : active ? 'brand' : 'gray'}
      radius={look === 'card' ? 'xl' : undefined}
      size={look === 'card' ? 32 : 'lg'}
      aria-pressed={active}
      aria-label={active ? `Remove ${game.name} from favourites` : `Add ${game.name} to favourites`}
      data-active={active || undefined}
      onClick={() => toggle.mutate({ game, favorite: !active })}
    >
      <HeartIcon size={look === 'card' ? 16 : 18} />
    </ActionIcon>
  );
}
