import { isCryptoCode, type JackpotCurrent, type JackpotWin } from '@ante/core';
import { Badge, Loader, Text, ThemeIcon } from '@mantine/core';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { formatRelativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { BoltIcon, CoinsIcon, TrophyIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { PlayerName } from '../../ui/player-name';
import classes from './jackpot.module.css';
import { useJackpotHistory, useJackpotTerms } from './jackpot-api';
import { chanceOf, percentOf, usd } from './jackpot-terms';
import { useCountUp, useGlobalPot } from './use-global-pot';

/** The live amount: the side menu's pot (socket-fed), counted up on every change. */
function PotHero({ terms }: { terms: JackpotCurrent | undefined }) {
  const pot = useGlobalPot();
  const { value, counting } = useCountUp(pot?.atoms ?? null, 1200);
  const now = useNow();
  const formatUsd = useUsdFormatter();
  return (
    <section className={classes.hero} aria-label="Current pot">
      <Text className={classes.heroLabel}>Current pot</Text>
      <p
        className={`${classes.heroAmount} ${counting ? classes.heroCounting : ''}`}
        data-testid="global-pot-amount"
      >
        {value === null ? '—' : formatUsd(value)}
      </p>
      {terms && !terms.enabled ? (
        <Badge color="gray" variant="light" size="lg">
          Paused by the casino
        </Badge>
      ) : (
        <Text c="dimmed" size="sm">
          {terms?.lastWonAt
            ? `Last won ${formatRelativeTime(terms.lastWonAt, now)}`
            : 'Shared by every player, won by one bet'}
        </Text>
      )}
    </section>
  );
}

function HowItWorks({ terms }: { terms: JackpotCurrent }) {
  const formatUsd = useUsdFormatter();
  const steps = [
    {
      icon: CoinsIcon,
      title: 'Every bet grows it',
      text: `${percentOf(terms.contribution)} of every bet of ${usd(terms.minBetUsd, formatUsd)} or more goes into the pot, up to ${usd(terms.maxUsd, formatUsd)}. It starts again from ${usd(terms.seedUsd, formatUsd)} after each win.`,
    },
    {
      icon: BoltIcon,
      title: 'Any bet can win it',
      text:
        chanceOf(terms.minBetUsd, terms.oddsUsd) === 'a sure win'
          ? `Right now every bet of ${usd(terms.minBetUsd, formatUsd)} or more wins it: the pot is won once per ${usd(terms.oddsUsd, formatUsd)} wagered.`
          : `A bet's chance is its dollar value: a $1 bet has ${chanceOf('1', terms.oddsUsd)}, a $100 bet ${chanceOf('100', terms.oddsUsd)}. On average the pot is won once per ${usd(terms.oddsUsd, formatUsd)} wagered.`,
    },
    {
      icon: TrophyIcon,
      title: 'Paid at once',
      text: 'The whole pot goes to the winner as soon as the bet settles, in the currency of that bet at the current rate.',
    },
  ];
  return (
    <div className={classes.steps}>
      {steps.map((step) => (
        <div key={step.title} className={classes.step}>
          <ThemeIcon size={38} radius="md" variant="light" color="yellow">
            <step.icon size={20} />
          </ThemeIcon>
          <h3 className={classes.stepTitle}>{step.title}</h3>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
        </div>
      ))}
    </div>
  );
}

function WinRow({ win, now }: { win: JackpotWin; now: number }) {
  const formatUsd = useUsdFormatter();
  const credited = isCryptoCode(win.currency)
    ? `${formatCryptoAmount(toAtoms(win.amount), win.currency)} ${win.currency}`
    : `${win.amount} ${win.currency}`;
  return (
    <li className={classes.win}>
      <span className={classes.winName}>
        {win.username ? <PlayerName username={win.username} /> : 'Hidden player'}
      </span>
      <span className={classes.winAmount}>{formatUsd(win.amountUsd)}</span>
      <span className={classes.winMeta}>{formatRelativeTime(win.wonAt, now)}</span>
      <span className={`${classes.winMeta} ${classes.winMetaRight}`}>{credited}</span>
    </li>
  );
}

function RecentWins() {
  const history = useJackpotHistory();
  const now = useNow();
  if (history.isPending) return <Loader size="sm" />;
  const wins = history.data?.wins ?? [];
  if (wins.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nobody has won the pot yet. It could be you.
      </Text>
    );
  }
  return (
    <ul className={classes.wins} aria-label="Recent wins">
      {wins.map((win) => (
        <WinRow key={win.id} win={win} now={now} />
      ))}
    </ul>
  );
}

/** /global-jackpot: the pot live, how it works (the operator's terms) and its recent wins. */
export function GlobalPotPage() {
  const terms = useJackpotTerms();
  return (
    <div>
      <ListPageHeader icon={CoinsIcon} title="Global Pot" />
      <PotHero terms={terms.data} />
      {terms.data ? <HowItWorks terms={terms.data} /> : <div className={classes.steps} />}
      <h2 className={classes.sectionTitle}>Recent wins</h2>
      <RecentWins />
    </div>
  );
}
