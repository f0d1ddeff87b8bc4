import { type TransactionsQuery, walletApi } from '@ante/core';
import { api } from '../../lib/api';

/** One page of the history, as GET /wallet/transactions takes it. */
export type TransactionsPage = TransactionsQuery;

/**
 * Query keys. The history is keyed by user id (as in wallet-api), so another player
 * signing in on this tab never sees the previous one's. It sits under the wallet's
 * prefix, so refreshing the wallet refreshes it.
 */
export const transactionKeys = {
  page: (userId: string, page: TransactionsPage) =>
    ['wallet', userId, 'transactions', page.kind ?? 'all', page.limit, page.offset] as const,
};

export function fetchTransactions(page: TransactionsPage) {
  return api.call(walletApi.transactions, { query: page });
}
