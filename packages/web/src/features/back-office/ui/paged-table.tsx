import { Alert, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { Panel } from './section-page';

export type Column = { label: string; right?: boolean };

/**
 * A list the server pages (`total`, `offset`, `limit`), in a panel: a spinner while it
 * loads, the refusal when it fails, a line when it is empty, else the table (which
 * scrolls inside its panel on a phone) and the pages below it.
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
                    <Table.Th key={column.label} ta={column.right ? 'right' : undefined}>
                      {column.label}
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
