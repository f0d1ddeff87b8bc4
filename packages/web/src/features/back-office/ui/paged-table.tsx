import { Alert, Group, Loader, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { Panel } from './section-page';
import { ariaSort, nextSort } from './sort-cycle';

export type Column = {
  label: string;
  right?: boolean;
  /** The key the server sorts this column by (core SORT_KEYS); a heading without one does not sort. */
  sort?: string;
};

/**
 * A list the server pages (`total`, `offset`, `limit`), in a panel: a spinner while it
 * loads, the refusal when it fails, a line when it is empty, else the table (which
 * scrolls inside its panel on a phone) and the pages below it. A column with a sort key
 * has a heading that asks the server for that order (`sort`), as the page keeps it.
 */
export function PagedTable<Page>({
  query,
  rows,
  total,
  label,
  columns,
  minWidth,
  empty,
  page,
  onPage,
  pageSize,
  sort,
  onSort,
}: {
  query: UseQueryResult<Page>;
  /** The page's rows, made from its data; zero rows shows `empty`. */
  rows: (data: Page) => ReactNode[];
  total: (data: Page) => number;
  label: string;
  columns: Column[];
  minWidth: number;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  sort?: string;
  onSort?: (sort: string | undefined) => void;
}) {
  if (query.isPending) {
    return (
      <Panel>
        <Loader aria-label={`Loading ${label.toLowerCase()}`} />
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <Panel>
        <Alert color="red">{errorMessage(query.error)}</Alert>
      </Panel>
    );
  }
  const shown = rows(query.data);
  const count = total(query.data);
  return (
    <Panel>
      {shown.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.label}
                      ta={column.right ? 'right' : undefined}
                      aria-sort={column.sort && onSort ? ariaSort(column.sort, sort) : undefined}
                    >
                      {column.sort && onSort ? (
                        <SortHeading column={column} sortKey={column.sort} sort={sort} onSort={onSort} />
                      ) : (
                        column.label
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{shown}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {count > pageSize && (
            <Pagination total={Math.ceil(count / pageSize)} value={page} onChange={onPage} size="sm" />
          )}
        </Stack>
      )}
    </Panel>
  );
}

function SortHeading({
  column,
  sortKey,
  sort,
  onSort,
}: {
  column: Column;
  sortKey: string;
  sort: string | undefined;
  onSort: (sort: string | undefined) => void;
}) {
  const now = ariaSort(sortKey, sort);
  return (
    <UnstyledButton
      onClick={() => onSort(nextSort(sortKey, sort))}
      fw={700}
      fz="sm"
      c={now === 'none' ? undefined : 'white'}
      aria-label={`Sort by ${column.label.toLowerCase()}`}
    >
      <Group gap={4} wrap="nowrap" justify={column.right ? 'flex-end' : undefined}>
        {column.label}
        <Text span fz="xs" c={now === 'none' ? 'dimmed' : 'brand.4'} aria-hidden>
          {now === 'ascending' ? '▲' : now === 'descending' ? '▼' : '↕'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
