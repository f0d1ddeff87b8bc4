import { canonicalDecimal } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import type { Provider } from '../../providers/providers-file';

/**
 * The configured game providers (never their keys): the games each serves, the balance
 * of its house account per currency (its bets in, its wins out: what the casino owes or
 * is owed), and its latest rounds.
 */
export async function listAdminProviders(db: Db, providers: Map<string, Provider>) {
  const result = [];
  for (const provider of providers.values()) {
    const [games, balances, rounds] = await Promise.all([
      db.selectFrom('games').select('slug').where('provider_id', '=', provider.id).orderBy('slug').execute(),
      db
        .selectFrom('accounts')
        .select(['currency', 'balance'])
        .where('user_id', 'is', null)
        .where('kind', '=', `provider:${provider.id}`)
        .orderBy('currency')
        .execute(),
      db
        .selectFrom('rounds as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.game',
          'u.username',
          'r.currency',
          'r.amount',
          'r.payout',
          'r.status',
          'r.created_at',
        ])
        .where('r.provider_id', '=', provider.id)
        .orderBy('r.created_at', 'desc')
        .limit(20)
        .execute(),
    ]);
    result.push({
      id: provider.id,
      name: provider.name,
      scheme: provider.scheme,
      launchUrl: provider.launchUrl,
      games: games.map((game) => game.slug),
      balances: balances.map((row) => ({ currency: row.currency, balance: canonicalDecimal(row.balance) })),
      rounds: rounds.map((round) => ({
        id: round.id,
        game: round.game,
        username: round.username,
        currency: round.currency,
        amount: canonicalDecimal(round.amount),
        payout: canonicalDecimal(round.payout ?? '0'),
        status: round.status,
        createdAt: round.created_at.toISOString(),
      })),
    });
  }
  return { providers: result };
}
