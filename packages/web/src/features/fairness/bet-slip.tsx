import { isCryptoCode, type RoundInfo } from '@ante/core';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatBetAmount, formatMultiplier, isWin } from '../../lib/bet-format';
import { ValueList } from '../../ui/copy-field';
import { CurrencyIcon } from '../../ui/currency-icon';
import { IncognitoIcon, ShieldCheckIcon } from '../../ui/icons';
import classes from './bet-slip.module.css';
import { fairnessGameName, isFairnessGame } from './fairness-games';
import { OutcomeView } from './outcome/outcome-view';
import { roundOutcome } from './round-outcome';
import type { VerifyPrefill } from './verify-link';

const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatTime(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '–' : TIME_FORMAT.format(date);
}

function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={classes.amount}>
      {isCryptoCode(currency) && <CurrencyIcon currency={currency} size={16} />}
      {formatBetAmount(value, currency)}
      {!isCryptoCode(currency) && ` ${currency}`}
    </span>
  );
}

type BetSlipProps = {
  round: RoundInfo;
  onVerify: (prefill: VerifyPrefill) => void;
  onOpenSeeds: () => void;
};

/** One round: who, when, what was staked and paid, the result drawn small, and its seeds. */
export function BetSlip({ round, onVerify, onOpenSeeds }: BetSlipProps) {
  const outcome = roundOutcome(round);
  const payout = round.payout ?? '0';
  const won = isWin(payout);
  const name = fairnessGameName(round.game);
  const verifiable = round.serverSeed !== null && isFairnessGame(round.game);

  const handleVerify = () => {
    if (round.serverSeed === null || !isFairnessGame(round.game)) return;
    onVerify({
      game: round.game,
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: String(round.nonce),
      params: round.params ?? {},
      serverSeedHash: round.serverSeedHash,
    });
  };

  return (
    <div className={classes.slip}>
      <header className={classes.head}>
        <img className={classes.thumb} src={`/img/games/${round.game}.svg`} alt="" width={56} height={56} />
        <div className={classes.headText}>
          <Link to={`/games/${round.game}`} className={classes.gameName}>
            {name}
          </Link>
          <span className={classes.meta}>
            {round.username ?? (
              <span className={classes.hidden}>
                <IncognitoIcon size={14} />
                Hidden
              </span>
            )}
            <span aria-hidden="true">·</span>
            <time dateTime={round.createdAt}>{formatTime(round.createdAt)}</time>
          </span>
        </div>
      </header>

      <dl className={classes.stats}>
        <div className={classes.stat}>
          <dt>Bet amount</dt>
          <dd>
            <Amount value={round.amount} currency={round.currency} />
          </dd>
        </div>
        <div className={classes.stat}>
          <dt>Multiplier</dt>
          <dd className={classes.number}>{formatMultiplier(round.multiplier ?? '0')}</dd>
        </div>
        <div className={classes.stat} data-win={won || undefined}>
          <dt>Payout</dt>
          <dd>
            <Amount value={payout} currency={round.currency} />
          </dd>
        </div>
      </dl>

      {outcome && (
        <section className={classes.result} aria-label="Result">
          <OutcomeView outcome={outcome} compact />
        </section>
      )}

      <section className={classes.fairness} aria-label="Seeds">
        <h3 className={classes.sectionTitle}>
          <ShieldCheckIcon size={16} />
          Provably fair
        </h3>
        <ValueList
          rows={[
            { term: 'Server seed (hashed)', value: round.serverSeedHash },
            { term: 'Client seed', value: round.clientSeed },
            { term: 'Nonce', value: String(round.nonce) },
            round.serverSeed === null
              ? {
                  term: 'Server seed',
                  value: (
                    <span className={classes.unrevealed}>
                      Not revealed yet — rotate your seed pair to reveal it
                    </span>
                  ),
                }
              : { term: 'Server seed', value: round.serverSeed },
          ]}
        />
        {verifiable ? (
          <Button fullWidth onClick={handleVerify} leftSection={<ShieldCheckIcon size={18} />}>
            Verify
          </Button>
        ) : (
          <Text size="xs" c="dimmed" className={classes.rotateHint}>
            Your own bets are revealed when you rotate your seed pair.{' '}
            <Button variant="subtle" size="compact-xs" onClick={onOpenSeeds}>
              Go to seeds
            </Button>
          </Text>
        )}
      </section>
    </div>
  );
}
