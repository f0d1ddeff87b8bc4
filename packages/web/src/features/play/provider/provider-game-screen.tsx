import type { Game } from '@ante/core';
import { ActionIcon, Button, SegmentedControl, Skeleton, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSetting } from '../../../lib/client-settings';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-text';
import { useAuthModal } from '../../../lib/use-auth-modal';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { FavoriteButton } from '../../../ui/favorite-button';
import { GameInfo } from '../game-info';
import pageClasses from '../game-page.module.css';
import { LiveStatsToggle, VolumeControl } from '../game-top-bar';
import { LiveStatsPanel } from '../stats/live-stats-panel';
import { launchProviderGame } from './launch-api';
import classes from './provider-game-screen.module.css';
import { useProviderLiveStats } from './use-provider-live-stats';

type Mode = 'real' | 'demo';

/** What the casino says of every provider game under it: where its fairness lives and how money moves. */
const PROVIDER_RULES = [
  'The game runs on its provider’s servers. Every stake and win is booked on your balance here the moment the game makes it, so your balance in the header follows the game.',
  'A round the game cancels is refunded in full.',
  'Its fairness is the provider’s: the game shows how to check a round.',
];

function FullscreenIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A provider's game: the casino's header and tools above, the game in a frame at the
 * URL the launch call answers, and the catalogue's details below. A visitor plays the
 * demo; a player chooses real money (the default) or demo, in the currency selected in
 * the header. The frame is launched again when either changes, since a launch token
 * is for one currency and works once.
 */
export function ProviderGameScreen({ game, feed }: { game: Game; feed: ReactNode }) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const wallet = useWallet();
  const [chosen, setChosen] = useState<Mode>('real');
  const mode: Mode = user ? chosen : 'demo';
  const currency = wallet.selected;
  const frameBox = useRef<HTMLDivElement>(null);
  const launch = useQuery({
    queryKey: ['provider-launch', game.slug, currency, mode, user?.userId ?? ''],
    queryFn: () => launchProviderGame(game.slug, currency, mode),
    // A launch token works once: the frame keeps the URL it was given until something changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useProviderLiveStats(game.slug);
  const fullscreen = () => void frameBox.current?.requestFullscreen?.().catch(() => {});

  // The game's sound follows the casino's volume: told when the frame loads and on every change.
  const [volume] = useSetting('volume');
  const frame = useRef<HTMLIFrameElement>(null);
  // Until the game's page has loaded the frame holds an empty page of this origin, which a message for the game's origin cannot reach.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url = launch.data?.url;
  const tellVolume = useCallback(() => {
    if (!url || loadedUrl !== url || !frame.current?.contentWindow) return;
    frame.current.contentWindow.postMessage({ type: 'ante:volume', volume }, new URL(url).origin);
  }, [url, loadedUrl, volume]);
  useEffect(tellVolume, [tellVolume]);

  return (
    <div className={pageClasses.page}>
      <div className={pageClasses.topBar}>
        <div className={pageClasses.heading}>
          <h1 className={pageClasses.name}>{game.name}</h1>
          <span className={pageClasses.provider}>{game.provider}</span>
        </div>
        <div className={pageClasses.tools}>
          {user ? (
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => setChosen(value as Mode)}
              data={[
                { value: 'real', label: 'Real' },
                { value: 'demo', label: 'Demo' },
              ]}
              aria-label="Play for"
            />
          ) : (
            <Button size="xs" variant="filled" onClick={() => openAuth('login')}>
              Sign in to play for real
            </Button>
          )}
          {user && <FavoriteButton game={game} look="tool" className={pageClasses.tool} />}
          <VolumeControl />
          {user && <LiveStatsToggle />}
          <Tooltip label="Full screen">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Full screen"
              className={pageClasses.tool}
              onClick={fullscreen}
            >
              <FullscreenIcon />
            </ActionIcon>
          </Tooltip>
        </div>
      </div>
      <div className={classes.stage} ref={frameBox} data-mode={mode}>
        {launch.data ? (
          <iframe
            ref={frame}
            onLoad={() => setLoadedUrl(url ?? null)}
            key={launch.data.url}
            className={classes.frame}
            src={launch.data.url}
            title={`${game.name} by ${game.provider}`}
            allow="autoplay; fullscreen"
            referrerPolicy="origin"
          />
        ) : launch.error ? (
          <div className={classes.failed} role="alert">
            <p>{errorMessage(launch.error)}</p>
            <Button variant="default" onClick={() => void launch.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton className={classes.frame} radius={0} role="status" aria-label="Loading the game" />
        )}
      </div>
      <GameInfo game={game} rules={PROVIDER_RULES} />
      {feed}
      <LiveStatsPanel currency={currency} />
    </div>
  );
}
