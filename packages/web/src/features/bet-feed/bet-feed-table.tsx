import { type BetFeedItem, isCryptoCode } from '@ante/core';
import { Skeleton, Table } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatBetAmount, formatBetTime, formatMultiplier, formatPayout, isWin } from '../../lib/bet-format';
import { gameNameFromSlug } from '../../lib/game-name';
import { useOpenBetSlip } from '../../lib/use-open-bet-slip';
import { CurrencyIcon } from '../../ui/currency-icon';
import { IncognitoIcon } from '../../ui/icons';
import { PlayerName } from '../../ui/player-name';
import classes from './bet-feed.module.css';
import type { FeedTab } from './bet-feed-api';
import { FEED_VISIBLE_ROWS } from './feed-cache';
import { useBetFeed, useFreshRoundIds } from './use-bet-feed';

const COLUMNS = 6;

/** One tab's table: the newest ten bets; clicking or pressing Enter on a row opens its bet slip. */
export function BetFeedTable({ tab }: { tab: FeedTab }) {
  const feed = useBetFeed(tab);
  const fresh = useFreshRoundIds(feed.data);
  const openBetSlip = useOpenBetSlip();
  const bets = (feed.data ?? []).slice(0, FEED_VISIBLE_ROWS);

  return (
    <Table
      aria-label="Bet feed"
      className={classes.table}
      classNames={{ th: classes.th, td: classes.td, tr: classes.tr }}
      withRowBorders={false}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.gameColumn}>Game</Table.Th>
          <Table.Th className={classes.wideOnly}>Player</Table.Th>
          <Table.Th className={`${classes.wideOnly} ${classes.timeColumn}`}>Time</Table.Th>
          <Table.Th className={`${classes.numeric} ${classes.stakeColumn}`}>Bet Amount</Table.Th>
          <Table.Th className={`${classes.numeric} ${classes.multiplierColumn}`}>Multiplier</Table.Th>
          <Table.Th className={classes.numeric}>Payout</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {feed.isPending && <SkeletonRows />}
        {feed.isError && <MessageRow>Bets could not be loaded.</MessageRow>}
        {feed.isSuccess && bets.length === 0 && <MessageRow>No bets yet</MessageRow>}
        {bets.map((bet) => (
          <BetRow key={bet.roundId} bet={bet} fresh={fresh.has(bet.roundId)} onOpen={openBetSlip} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

type BetRowProps = { bet: BetFeedItem; fresh: boolean; onOpen: (roundId: string) => void };

function BetRow({ bet, fresh, onOpen }: BetRowProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Enter on the game link inside follows the link instead.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(bet.roundId);
    }
  };
  const stopRowClick = (event: MouseEvent) => event.stopPropagation();
  const won = isWin(bet.payout);

  return (
    <Table.Tr
      className={classes.row}
      data-fresh={fresh || undefined}
      tabIndex={0}
      onClick={() => onOpen(bet.roundId)}
      onKeyDown={handleKeyDown}
    >
      <Table.Td className={classes.gameColumn}>
        <Link to={`/games/${bet.game}`} className={classes.gameLink} onClick={stopRowClick}>
          {gameNameFromSlug(bet.game)}
        </Link>
      </Table.Td>
      <Table.Td className={classes.wideOnly}>
        {bet.username ? (
          <PlayerName username={bet.username} />
        ) : (
          <span className={classes.hidden}>
            <IncognitoIcon size={16} />
            Hidden
          </span>
        )}
      </Table.Td>
      <Table.Td className={`${classes.wideOnly} ${classes.muted}`}>{formatBetTime(bet.createdAt)}</Table.Td>
      <Table.Td className={`${classes.numeric} ${classes.stakeColumn}`}>
        <Amount value={formatBetAmount(bet.wager, bet.currency)} currency={bet.currency} />
      </Table.Td>
      <Table.Td className={`${classes.numeric} ${won ? '' : classes.muted}`}>
        {formatMultiplier(bet.multiplier)}
      </Table.Td>
      <Table.Td className={`${classes.numeric} ${won ? classes.win : classes.muted}`}>
        <Amount value={formatPayout(bet)} currency={bet.currency} />
      </Table.Td>
    </Table.Tr>
  );
}

function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={classes.amount}>
      {value}
      {isCryptoCode(currency) ? <CurrencyIcon currency={currency} size={16} /> : ` ${currency}`}
    </span>
  );
}

function MessageRow({ children }: { children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS} className={classes.message}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
    <Table.Tr key={index} aria-hidden="true">
      <Table.Td colSpan={COLUMNS}>
        <Skeleton height={18} radius="sm" />
      </Table.Td>
    </Table.Tr>
  ));
}
