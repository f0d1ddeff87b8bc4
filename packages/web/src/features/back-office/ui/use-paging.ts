import { useState } from 'react';

/**
 * A server-paged list's page and order, as one section keeps them: `offset` and `sort`
 * for the request, `table` for `PagedTable`. A new order starts again at the first
 * page, and so must a new filter or search (`restart`): the old pages mean nothing then.
 */
export function usePaging(pageSize: number) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<string | undefined>();
  return {
    offset: (page - 1) * pageSize,
    sort,
    restart: () => setPage(1),
    table: {
      page,
      onPage: setPage,
      pageSize,
      sort,
      onSort: (next: string | undefined) => {
        setSort(next);
        setPage(1);
      },
    },
  };
}
