import type { Game } from '@ante/core';
import { toDecimalString } from '@ante/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useSetting } from '../../lib/client-settings';
import { useCurrentUser } from '../../lib/current-user';
import { useLayoutState } from '../../lib/layout-state';
import { useAuthModal } from '../../lib/use-auth-modal';
import { useWallet } from '../../lib/wallet/use-wallet';
import { type BetMode, BetPanel } from './bet-panel';
import { GameInfo } from './game-info';
import classes from './game-page.module.css';
import { GameTopBar } from './game-top-bar';
import { type GameUi, type PlayContext, speedStyle } from './game-ui';
import { HotkeysPanel } from './hotkeys/hotkeys-panel';
import { useGameHotkeys } from './hotkeys/use-game-hotkeys';
import { useLargestStake } from './stake-limit';
import { LiveStatsPanel } from './stats/live-stats-panel';
import { useAutoBet } from './use-auto-bet';
import { useBetAmount } from './use-bet-amount';
import { usePlaySession } from './use-play-session';
import { useRestoredStake } from './use-restored-stake';

/** One game being played: the bet panel and board, the tools above them and the details below. */
export function GameScreen<P>({ game, ui, feed }: { game: Game; ui: GameUi<P>; feed: ReactNode }) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const [speed] = useSetting('speed');
  const session = usePlaySession(ui, game.slug);
  // Counts the rounds and steps shown, so that with reduced motion (where boards draw each
  // outcome at once, without their spins, drops and flips) each one still arrives with a
  // short fade (game-page.module.css) instead of a jump.
  const [fade, setFade] = useState(0);
  useEffect(() => {
    if (session.round) setFade((count) => count + 1);
  }, [session.round]);
  const stake = ui.kind === 'single' && ui.stakeOf ? ui.stakeOf(session.params) : undefined;
  const wallet = useWallet();
  const largest = useLargestStake(game, session.params, wallet.selected);
  const amount = useBetAmount(stake, largest);
  const auto = useAutoBet({ amount, speed, bet: session.bet });
  const [mode, setMode] = useState<BetMode>('manual');
  useRestoredStake(session.restored, amount);
  const { toggleOverlayPanel, overlayPanel } = useLayoutState();
  const single = ui.kind === 'single';

  const busy = session.inFlight || session.animating || auto.running;
  const context: PlayContext = { busy, speed, currency: amount.currency, amount: amount.amount };
  const betBlocked = !amount.check.ok || amount.nothingStaked;
  const amountLocked = busy || session.roundOpen || amount.fixedStake;

  const handleBet = () => {
    if (!user) {
      openAuth('login');
      return;
    }
    if (busy || betBlocked) return;
    void session.bet(amount.currency, toDecimalString(amount.atoms));
  };

  const toggleAuto = () => {
    if (!single || !user) return;
    if (auto.running) {
      auto.stop();
      return;
    }
    if (busy || betBlocked) return;
    setMode('auto');
    void auto.start();
  };

  const hotkeyContext = { ...context, params: session.params, setParams: session.setParams };
  const multiContext = {
    ...hotkeyContext,
    round: session.roundOpen ? session.round : null,
    act: session.act,
    cashout: session.cashout,
    canCashout: session.canCashout,
  };
  const gameKey = (key: 'w' | 'e') => {
    if (ui.kind === 'single') {
      const hotkey = ui.hotkeys?.[key];
      return hotkey && (() => hotkey.run(hotkeyContext));
    }
    const hotkey = ui.hotkeys?.[key];
    return hotkey && (() => hotkey.run(multiContext));
  };

  useGameHotkeys(
    {
      bet: () => {
        if (single && mode === 'auto') toggleAuto();
        else if (session.roundOpen) {
          if (session.canCashout && !busy) session.cashout();
        } else handleBet();
      },
      double: () => !amountLocked && amount.double(),
      halve: () => !amountLocked && amount.halve(),
      zero: () => !amountLocked && amount.zero(),
      toggleAuto,
      w: gameKey('w'),
      e: gameKey('e'),
    },
    single,
  );

  const handleToggleHotkeys = () =>
    toggleOverlayPanel({
      id: 'hotkeys',
      title: 'Hotkeys',
      content: (
        <HotkeysPanel
          autoAvailable={single}
          gameKeys={{ w: ui.hotkeys?.w?.label, e: ui.hotkeys?.e?.label }}
        />
      ),
    });

  return (
    <div className={classes.page}>
      <GameTopBar
        game={game}
        hotkeysOpen={overlayPanel?.id === 'hotkeys'}
        onToggleHotkeys={handleToggleHotkeys}
      />
      <div className={classes.game} style={speedStyle(speed)}>
        <BetPanel
          ui={ui}
          session={session}
          amount={amount}
          auto={auto}
          mode={mode}
          onModeChange={setMode}
          context={context}
          onBet={handleBet}
        />
        <div className={classes.board} data-fade={fade === 0 ? undefined : fade % 2 ? 'odd' : 'even'}>
          {ui.kind === 'single' ? (
            <ui.Board
              {...context}
              params={session.params}
              onParamsChange={session.setParams}
              round={session.round}
              onSettled={session.onSettled}
            />
          ) : (
            <ui.Board
              {...context}
              params={session.params}
              onParamsChange={session.setParams}
              round={session.round}
              act={session.act}
              onSettled={session.onSettled}
            />
          )}
        </div>
      </div>
      <GameInfo game={game} rules={ui.rules} />
      {feed}
      <LiveStatsPanel currency={amount.currency} />
    </div>
  );
}
