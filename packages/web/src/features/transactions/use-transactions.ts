import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/current-user';
import { fetchTransactions, type TransactionsPage, transactionKeys } from './transactions-api';

/**
 * One page of the wallet history. The previous page stays on screen while the next
 * one loads, so paging does not flash a skeleton; each page carries its own offset,
 * so "1-20 of 57" describes the rows shown rather than the ones on their way.
 */
export function useTransactions(page: TransactionsPage) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: transactionKeys.page(user?.userId ?? '', page),
    queryFn: async () => ({ ...(await fetchTransactions(page)), offset: page.offset }),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
