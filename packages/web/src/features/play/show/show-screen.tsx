import type { Game } from '@ante/core';
import { ActionIcon, Button, Skeleton, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-text';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { FavoriteButton } from '../../../ui/favorite-button';
import { GameInfo } from '../game-info';
import pageClasses from '../game-page.module.css';
import { VolumeControl } from '../game-top-bar';
import { ShowInfo } from './show-info';
import { ShowStage } from './show-stage';
import classes from './show-stage.module.css';
import { useShowSession } from './use-show-session';
import { useShowState } from './use-show-state';

const SHOW_RULES = [
  'The show runs on Ante Studio’s servers, one round for every player at once. Your stakes and wins are booked on your balance here the moment the studio makes them.',
  'A round the studio cancels is void: every bet in it is refunded in full.',
];

/**
 * A live game show's page: the casino's header and tools, the stage that everyone
 * watches, the player's seat at its table, and how the show works and is checked.
 */
export function ShowScreen({ game, feed }: { game: Game; feed: ReactNode }) {
  const { user } = useCurrentUser();
  const wallet = useWallet();
  const show = useShowState(game.slug);
  const round = show.state?.round ?? null;
  const roundKey = round ? `${round.id}:${round.settled ?? round.phase === 'result'}` : '';
  const session = useShowSession(game.slug, show.studioUrl, wallet.selected, roundKey);
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = () => void box.current?.requestFullscreen?.().catch(() => {});

  return (
    <div className={pageClasses.page}>
      <div className={pageClasses.topBar}>
        <div className={pageClasses.heading}>
          <h1 className={pageClasses.name}>{game.name}</h1>
          <span className={classes.onAir}>
            <span className={classes.live} aria-hidden="true" /> Live
          </span>
        </div>
        <div className={pageClasses.tools}>
          {user && <FavoriteButton game={game} look="tool" className={pageClasses.tool} />}
          <VolumeControl />
          <Tooltip label="Full screen">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Full screen"
              className={pageClasses.tool}
              onClick={fullscreen}
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path
                  d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </ActionIcon>
          </Tooltip>
        </div>
      </div>
      <div ref={box} className={classes.frame}>
        {show.state ? (
          <ShowStage state={show.state} offset={show.offset} session={session} />
        ) : show.error ? (
          <div className={classes.offAir} role="alert">
            <p>{errorMessage(show.error)}</p>
            <Button variant="default" onClick={show.retry}>
              Try again
            </Button>
          </div>
        ) : show.isPending ? (
          <Skeleton className={classes.skeleton} role="status" aria-label="Loading the show" />
        ) : (
          <div className={classes.offAir}>
            <p>The show is off air. The next round starts soon.</p>
          </div>
        )}
      </div>
      <ShowInfo state={show.state} studioUrl={show.studioUrl} />
      <GameInfo game={game} rules={SHOW_RULES} />
      {feed}
    </div>
  );
}
