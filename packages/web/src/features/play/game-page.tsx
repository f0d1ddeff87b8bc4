import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { isGamePagePath } from '../../lib/game-path';
import { useGame } from '../../lib/games/games-api';
import { GameComingSoon, GameLoadError, GameNotFound, GamePageSkeleton } from './game-page-states';
import { GameScreen } from './game-screen';
import { gameUiFor } from './games';
import { ProviderGameScreen } from './provider/provider-game-screen';
import { ShowScreen } from './show/show-screen';
import { setStatsPanelOpen } from './stats/live-stats-store';

/**
 * The live stats panel (docs/product.md#how-things-change) closes when the player leaves the game pages.
 * The layout remounts the page on every path, so on the way out this looks at where
 * the player went (the address has already changed when the page unmounts).
 */
function useCloseStatsOffGamePages() {
  useEffect(
    () => () => {
      if (!isGamePagePath(window.location.pathname)) setStatsPanelOpen(false);
    },
    [],
  );
}

/**
 * The in-play page: the catalogue entry, then the game's own UI, or a friendly stand-in.
 * `feed` is the bet feed shown under the game, which the app hands in.
 */
export function GamePage({ feed }: { feed: ReactNode }) {
  const { slug = '' } = useParams();
  useCloseStatsOffGamePages();
  const { data: game, error, isPending, refetch, isRefetching } = useGame(slug);

  if (isPending) return <GamePageSkeleton />;
  if (error || !game) {
    if (isApiError(error) && error.status === 404) return <GameNotFound />;
    return <GameLoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  // A live game show is drawn here, on the casino's page, rather than framed: its stage is shared by every player.
  if (game.launchable && game.categories.includes('game-shows'))
    return <ShowScreen key={game.slug} game={game} feed={feed} />;
  if (game.launchable) return <ProviderGameScreen key={game.slug} game={game} feed={feed} />;
  const ui = gameUiFor(game.slug);
  if (!ui) return <GameComingSoon game={game} />;
  return <GameScreen key={game.slug} game={game} ui={ui} feed={feed} />;
}
