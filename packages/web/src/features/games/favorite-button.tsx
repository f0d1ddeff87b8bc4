import type { Game } from '@ante/core';
import { ActionIcon } from '@mantine/core';
import { HeartIcon } from '../../ui/icons';
import { isFavorite } from './favorite-toggle';
import { useFavoriteGames, useToggleFavorite } from './games-api';

/** The heart on a game card, for a signed-in player; it answers at once and the server follows. */
export function FavoriteButton({ game, className }: { game: Game; className?: string }) {
  const favorites = useFavoriteGames();
  const toggle = useToggleFavorite();
  const active = isFavorite(favorites.data, game.slug);

  return (
    <ActionIcon
      className={className}
      variant="filled"
      color="dark.8"
      radius="xl"
      size={32}
      aria-pressed={active}
      aria-label={active ? `Remove ${game.name} from favourites` : `Add ${game.name} to favourites`}
      data-active={active || undefined}
      onClick={() => toggle.mutate({ game, favorite: !active })}
    >
      <HeartIcon size={16} />
    </ActionIcon>
  );
}
