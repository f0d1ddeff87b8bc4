import type { TransactionKind } from '@ante/core';
import { Button, Chip, EmptyState, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatRange } from '../../lib/format-range';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, ListIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import settingsClasses from '../../ui/settings-card.module.css';
import { useIsMobile } from '../../ui/use-is-mobile';
import { parseTransactionFilter, TRANSACTION_FILTERS } from './transaction-format';
import { TransactionCards, TransactionTable } from './transaction-list';
import classes from './transactions.module.css';
import { useTransactions } from './use-transactions';

const TRANSACTIONS_PAGE_SIZE = 20;

const EMPTY_TEXT: Record<TransactionKind | 'all', string> = {
  all: 'Deposits, withdrawals, tips and vault moves show up here once you make them.',
  deposit: 'Deposits you make through the Cashier show up here, pending ones included.',
  withdrawal: 'Withdrawals you request show up here with their status.',
  tip: 'Tips you send or receive show up here.',
  vault: 'Moves into and out of your vault show up here.',
  bonus: 'Bonuses paid into your balance, such as the welcome bonus, show up here.',
};

function TransactionsSkeleton() {
  return (
    <div className={classes.skeletonList} aria-busy="true">
      <VisuallyHidden>Loading transactions</VisuallyHidden>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Skeleton key={index} height={44} radius="sm" className={settingsClasses.skeleton} />
      ))}
    </div>
  );
}

type ResultsProps = { query: ReturnType<typeof useTransactions>; filter: TransactionKind | 'all' };

/** The list itself, or what stands in for it: a skeleton, a failure with a retry, or an empty state. */
function TransactionResults({ query, filter }: ResultsProps) {
  const isMobile = useIsMobile();
  if (query.isPending) return <TransactionsSkeleton />;
  if (!query.data) {
    return (
      <EmptyState icon={<AlertIcon />} title="Your transactions could not be loaded" size="sm">
        <EmptyState.Actions>
          <Button variant="default" onClick={() => query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const { transactions } = query.data;
  if (transactions.length === 0) {
    return (
      <EmptyState
        className={classes.empty}
        icon={<ListIcon />}
        variant="light"
        title="No transactions yet"
        description={EMPTY_TEXT[filter]}
      />
    );
  }
  return isMobile ? (
    <TransactionCards transactions={transactions} />
  ) : (
    <TransactionTable transactions={transactions} />
  );
}

/** The wallet history: every deposit, withdrawal, tip and vault move, newest first. */
export function TransactionsTab() {
  const [kind, setKind] = useState<TransactionKind | undefined>(undefined);
  const [pageIndex, setPageIndex] = useState(0);
  const offset = pageIndex * TRANSACTIONS_PAGE_SIZE;
  const query = useTransactions({ kind, limit: TRANSACTIONS_PAGE_SIZE, offset });

  const resultsRef = useRef<HTMLDivElement>(null);

  // Next at the foot of a long page would leave the reader below a shorter one: go back up to the list.
  const handlePageChange = (next: number) => {
    setPageIndex(next);
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
  };

  const handleFilterChange = (value: string) => {
    setKind(parseTransactionFilter(value));
    setPageIndex(0);
  };

  const data = query.data;
  const total = data?.total ?? 0;
  const shown = data?.transactions.length ?? 0;
  const shownOffset = data?.offset ?? offset;
  const filter = kind ?? 'all';

  return (
    <SettingsCard icon={ListIcon} title="Transactions" description="Your wallet history, newest first.">
      <Chip.Group value={filter} onChange={handleFilterChange}>
        <Group gap={8} className={classes.filters} role="radiogroup" aria-label="Transaction type">
          {TRANSACTION_FILTERS.map(({ value, label }) => (
            <Chip
              key={value}
              value={value}
              variant="outline"
              size="sm"
              classNames={{ root: classes.chip, input: classes.chipInput }}
            >
              {label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div
        ref={resultsRef}
        className={classes.results}
        aria-busy={query.isFetching || undefined}
        data-stale={query.isPlaceholderData || undefined}
      >
        <TransactionResults query={query} filter={filter} />
      </div>
      {total > 0 && (
        <nav className={classes.paging} aria-label="Transaction pages">
          <Text size="sm" c="dimmed" className={classes.range}>
            {formatRange(shownOffset, shown, total)}
          </Text>
          <Group gap={8}>
            <Button
              variant="default"
              size="compact-md"
              leftSection={<ChevronLeftIcon size={16} />}
              disabled={pageIndex === 0}
              onClick={() => handlePageChange(pageIndex - 1)}
            >
              Previous
            </Button>
            <Button
              variant="default"
              size="compact-md"
              rightSection={<ChevronRightIcon size={16} />}
              disabled={shownOffset + shown >= total || query.isPlaceholderData}
              onClick={() => handlePageChange(pageIndex + 1)}
            >
              Next
            </Button>
          </Group>
        </nav>
      )}
    </SettingsCard>
  );
}
