import type { ShowState } from '@ante/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuthModal } from '../../../lib/use-auth-modal';
import { useGameSound } from '../sound';
import { BetTable, ChipRack, LoginToBet } from './bet-table';
import { BonusStage } from './bonus-stage';
import { CountdownRing } from './countdown-ring';
import { ForgeWheelSvg } from './forge-wheel-svg';
import { ownRound, stakesBySpot } from './own-win';
import { ResultsStrip } from './results-strip';
import { countdownAt } from './show-clock';
import { spotLook } from './show-document';
import { ShowSide } from './show-side';
import classes from './show-stage.module.css';
import { useServerNow } from './use-server-clock';
import { useShowMoney } from './use-show-money';
import type { ShowSession } from './use-show-session';

/** How long the hammer's strike stays on screen after betting closes. */
const HAMMER_MS = 3_200;

/**
 * The show's stage: the great wheel in the middle with the countdown in its hub, the
 * hammer's strike and the bonus round over it, the results strip above and the table
 * of bet spots below. Everything is drawn from the shared state and the server's clock;
 * only the stakes and the win are the player's own.
 */
export function ShowStage({
  state,
  offset,
  session,
}: {
  state: ShowState;
  offset: number;
  session: ShowSession;
}) {
  const now = useServerNow(offset);
  const round = state.round;
  const countdown = round ? countdownAt(round, now) : null;
  const phase = countdown?.phase ?? null;
  const money = useShowMoney();
  const play = useGameSound();
  const { openAuth } = useAuthModal();
  const [chip, setChip] = useState<string | null>(null);
  const selectedChip = chip && session.chips.includes(chip) ? chip : (session.chips[0] ?? null);

  const previousIndex = useMemo(() => {
    const before = state.history.find((result) => round === null || result.id < round.id);
    return before?.segmentIndex ?? null;
  }, [state.history, round]);
  const stopped = phase === 'bonus' || phase === 'result';
  const landed = stopped ? (round?.segmentIndex ?? null) : null;
  const booster = round?.booster ?? null;
  const stakes = round ? stakesBySpot(session.bets, round.id) : {};
  const own = round ? ownRound(session.bets, round) : null;
  const currency = own?.currency ?? session.currency ?? '';
  const won = phase === 'result' && own && own.returned !== null && own.returned > 0n ? own.returned : null;

  // One chime per round the player wins, when the result shows.
  const chimed = useRef<number | null>(null);
  useEffect(() => {
    if (won !== null && round && chimed.current !== round.id) {
      chimed.current = round.id;
      play('win');
    }
  }, [won, round, play]);

  const canPlace =
    session.canBet && session.ready && phase === 'betting' && selectedChip !== null && !session.placing;
  const striking =
    round !== null &&
    booster !== null &&
    now >= round.closesAt &&
    now < round.closesAt + HAMMER_MS &&
    !stopped;
  const winner = spotLook(round?.segment);

  return (
    <div className={classes.stage} data-phase={phase ?? 'idle'}>
      <ResultsStrip history={state.history} />
      <div className={classes.wheelArea}>
        <div className={classes.spotlight} aria-hidden="true" />
        <ForgeWheelSvg
          round={round}
          previousIndex={previousIndex}
          offset={offset}
          boosted={booster?.spot ?? null}
          landed={landed}
        >
          {countdown && phase === 'betting' && <CountdownRing countdown={countdown} />}
          {phase === 'closed' && (
            <text className={classes.hubText} y={4}>
              NO MORE BETS
            </text>
          )}
          {phase === 'spinning' && (
            <g className={classes.hubLogo}>
              <text y={-7}>FORGE</text>
              <text y={9}>WHEEL</text>
            </g>
          )}
          {phase === 'void' && (
            <text className={classes.hubText} y={4}>
              ROUND VOID
            </text>
          )}
          {(phase === 'result' || phase === 'bonus') && winner && (
            <g key={round?.id} className={classes.hubResult}>
              <text
                className={classes.hubSpot}
                data-bonus={winner.pays === null || undefined}
                y={-8}
                fill={winner.colour}
              >
                {winner.pays === null ? winner.name.toUpperCase() : winner.label}
              </text>
              {phase === 'result' && round?.multiplier != null && (
                <text className={classes.hubMultiplier} y={18}>
                  {round.multiplier}x
                </text>
              )}
            </g>
          )}
        </ForgeWheelSvg>
        {striking && booster && (
          <div key={`hammer-${round?.id}`} className={classes.hammer} role="status">
            <span className={classes.hammerFlash} aria-hidden="true" />
            {booster.spot === null ? (
              <span className={classes.hammerText}>The hammer misses</span>
            ) : (
              <span className={classes.hammerText}>
                Hammer strike · <b>{spotLook(booster.spot)?.name}</b> <em>x{booster.multiplier}</em>
              </span>
            )}
          </div>
        )}
        {phase === 'bonus' && round && <BonusStage round={round} now={now} />}
        {won !== null && (
          <div key={`win-${round?.id}`} className={classes.ownWin} role="status">
            <span>You won</span>
            <b>{money(won, currency)}</b>
          </div>
        )}
      </div>
      <ShowSide state={state} />
      <div className={classes.tableArea}>
        <BetTable
          round={round}
          phase={phase}
          stakes={stakes}
          formatStake={(atoms) => money(atoms, currency)}
          canPlace={canPlace}
          onPlace={(spot) => {
            if (!round || !selectedChip) return;
            play('bet');
            session.place(round.id, spot, selectedChip);
          }}
        />
        {session.canBet ? (
          <div className={classes.rackRow}>
            <ChipRack
              chips={session.chips}
              selected={selectedChip}
              onSelect={setChip}
              formatChip={(value) => money(value, currency)}
            />
            <div className={classes.rackInfo}>
              {own && own.staked > 0n && (
                <span>
                  Staked <b>{money(own.staked, currency)}</b>
                </span>
              )}
              {session.balance !== null && (
                <span>
                  Balance <b>{money(session.balance, currency)}</b>
                </span>
              )}
            </div>
            {session.error && (
              <p className={classes.betError} role="alert">
                {session.error}
              </p>
            )}
          </div>
        ) : (
          <LoginToBet onLogin={() => openAuth('login')} />
        )}
      </div>
    </div>
  );
}
