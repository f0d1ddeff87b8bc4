import { Button, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { exclusionHeadline, isExclusionActive } from '../../lib/exclusion-format';
import { useAuthModal } from '../../lib/use-auth-modal';
import tabBar from '../../ui/tab-bar.module.css';
import { AmountField } from './amount-field';
import { AutoFields } from './auto-fields';
import classes from './bet-panel.module.css';
import type { GameUi, PlayContext } from './game-ui';
import { LastResult, ResultAnnouncer } from './last-result';
import type { AutoBet } from './use-auto-bet';
import type { BetAmount } from './use-bet-amount';
import type { PlaySession } from './use-play-session';

export type BetMode = 'manual' | 'auto';

type BetPanelProps<P> = {
  ui: GameUi<P>;
  session: PlaySession<P>;
  amount: BetAmount;
  auto: AutoBet;
  mode: BetMode;
  onModeChange(mode: BetMode): void;
  /** What the controls get; `busy` covers requests, animations and a running auto. */
  context: PlayContext;
  onBet(): void;
};

/**
 * The left-hand panel: Manual/Auto (single-step games), the amount, the game's own
 * parameters, the auto settings, and the one big button, which is Bet, Start/Stop
 * autobet, or, while a multi-step round is open, the game's actions or Cash out.
 */
export function BetPanel<P>(props: BetPanelProps<P>) {
  const { ui, session, amount, auto, mode, onModeChange, context } = props;
  const single = ui.kind === 'single';
  const { Params } = ui;
  const controlsLocked = context.busy || session.roundOpen;

  return (
    <div className={classes.panel}>
      {single && (
        <Tabs
          value={mode}
          onChange={(value) => (value === 'manual' || value === 'auto') && onModeChange(value)}
          classNames={{ list: `${tabBar.round} ${classes.modeTabs}` }}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="manual" disabled={auto.running}>
              Manual
            </Tabs.Tab>
            <Tabs.Tab value="auto" disabled={auto.running}>
              Auto
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <AmountField amount={amount} disabled={controlsLocked} />
      {Params && (
        <Params {...context} busy={controlsLocked} value={session.params} onChange={session.setParams} />
      )}
      {single && mode === 'auto' && (
        <AutoFields auto={auto} currency={amount.currency} canIncrease={!amount.fixedStake} />
      )}
      <div className={classes.action}>
        <MainButton {...props} />
      </div>
      <LastResult round={session.lastResult} />
      <ResultAnnouncer round={session.lastResult} />
    </div>
  );
}

function MainButton<P>({ ui, session, amount, auto, mode, context, onBet }: BetPanelProps<P>) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const betBlocked = !amount.check.ok || amount.nothingStaked;

  if (!user) {
    return (
      <Button className={classes.betButton} size="lg" fullWidth onClick={() => openAuth('login')}>
        Log in to play
      </Button>
    );
  }

  if (ui.kind === 'multi' && session.round && session.roundOpen) {
    const { Actions } = ui;
    if (Actions) {
      return (
        <Actions
          {...context}
          round={session.round}
          act={session.act}
          cashout={session.cashout}
          canCashout={session.canCashout}
        />
      );
    }
    return (
      <Button
        className={classes.betButton}
        size="lg"
        fullWidth
        onClick={session.cashout}
        disabled={!session.canCashout || context.busy}
      >
        Cash out
      </Button>
    );
  }

  // A break (Settings > Security) stops new rounds; the server refuses them too.
  if (user.exclusion && isExclusionActive(user.exclusion)) {
    return (
      <div className={classes.onBreak} role="status">
        <strong>{exclusionHeadline(user.exclusion)}</strong>
        <span>
          Betting is paused; you can still withdraw. <Link to="/settings?tab=security">Break settings</Link>
        </span>
      </div>
    );
  }

  if (ui.kind === 'single' && mode === 'auto') {
    return auto.running ? (
      <Button className={classes.betButton} size="lg" fullWidth color="red" onClick={auto.stop}>
        Stop autobet
      </Button>
    ) : (
      <Button
        className={classes.betButton}
        size="lg"
        fullWidth
        onClick={() => void auto.start()}
        disabled={context.busy || betBlocked}
        data-busy={(context.busy && !betBlocked) || undefined}
      >
        Start autobet
      </Button>
    );
  }

  return (
    <Button
      className={classes.betButton}
      size="lg"
      fullWidth
      onClick={onBet}
      disabled={context.busy || betBlocked}
      data-busy={(context.busy && !betBlocked) || undefined}
    >
      Bet
    </Button>
  );
}
