import {
  type CryptoCode,
  canonicalDecimal,
  fromDecimalString,
  isCryptoCode,
  multiplyByRate,
  type Overview,
  roundAtoms,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { checkLedger } from '../../ledger/check-ledger';
import type { RatesService } from '../../wallet/rates/rates-service';

const DAY_MS = 86_400_000;

function compareDecimals(a: string, b: string): number {
  const difference = fromDecimalString(a) - fromDecimalString(b);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** What the house gives back out of its GGR, by the ledger's transfer codes. */
const COSTS = {
  bonuses: [
    'bonus',
    'level_up_bonus',
    'weekly_bonus',
    'monthly_bonus',
    'redeem_code',
    'offer_bonus',
    'competition_prize',
  ],
  rakeback: ['rakeback'],
  commission: ['affiliate_commission'],
  pot: ['jackpot'],
} as const;

type Totals = { staked: bigint; paid: bigint; bets: number };

/** A currency's amount in USD at today's price; zero when the currency has no usable price. */
function usdOf(rates: RatesService, currency: string, atoms: bigint): bigint {
  if (!isCryptoCode(currency) || !rates.isUsable(currency as CryptoCode)) return 0n;
  return multiplyByRate(atoms, rates.usdPrice(currency as CryptoCode));
}

const text = (atoms: bigint) => canonicalDecimal(toDecimalString(atoms));
/** Dollars to the cent, rounded in exact integer maths: a report never passes money through a float. */
export const usdText = (atoms: bigint) => toDecimalString(roundAtoms(atoms, 2));

/**
 * The operator's figures for the last day, week or month, in one snapshot:
 * - from the rounds settled in the period: bets, wagered (each bet in USD at its own
 *   time's price) and GGR (stakes less payouts; in USD at each bet's price, so a price
 *   move after the bet changes nothing), per game, provider and currency;
 * - from the ledger's transfers in the period: bonuses, rakeback, commission and pot
 *   paid (NGR is GGR less these), deposits and withdrawals sent, in USD at today's price;
 * - players who bet, and sign-ups;
 * - the reconciliation: the same rounds' stakes and payouts summed from the ledger
 *   transfers that name them (`round:<id>`), beside the ledger's own check.
 */
export async function overview(db: Db, rates: RatesService, days: 1 | 7 | 30): Promise<Overview> {
  const to = new Date();
  const from = new Date(to.getTime() - days * DAY_MS);
  return readSnapshot(db, async (trx) => {
    const settled = trx
      .selectFrom('rounds')
      .where('status', '=', 'finished')
      .where('finished_at', '>=', from)
      .where('finished_at', '<', to);
    const ggrUsdExpr = sql<string>`sum(stake_usd - CASE WHEN amount + extra_stake > 0
        THEN coalesce(payout, 0) * stake_usd / (amount + extra_stake) ELSE 0 END)::text`;
    const [games, currencies, players, signups, costs, daily, ledgerRounds, problems] = await Promise.all([
      settled
        .select([
          'game',
          sql<string>`coalesce(provider_id, 'ante')`.as('provider'),
          sql<number>`count(*)::int`.as('bets'),
          sql<string>`sum(stake_usd)::text`.as('wagered_usd'),
          ggrUsdExpr.as('ggr_usd'),
        ])
        .groupBy(['game', 'provider_id'])
        .execute(),
      settled
        .select([
          'currency',
          sql<number>`count(*)::int`.as('bets'),
          sql<string>`sum(amount + extra_stake)::text`.as('staked'),
          sql<string>`sum(coalesce(payout, 0))::text`.as('paid'),
          sql<string>`sum(stake_usd)::text`.as('wagered_usd'),
          ggrUsdExpr.as('ggr_usd'),
        ])
        .groupBy('currency')
        .execute(),
      settled.select(sql<number>`count(DISTINCT user_id)::int`.as('n')).executeTakeFirstOrThrow(),
      trx
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('transfers')
        .select(['code', 'currency', sql<string>`sum(amount)::text`.as('total')])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('code', 'in', [...Object.values(COSTS).flat(), 'deposit', 'withdrawal_sent'] as never)
        .groupBy(['code', 'currency'])
        .execute(),
      trx
        .selectFrom('rounds')
        .select([
          sql<string>`to_char(date_trunc('day', finished_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`.as('day'),
          ggrUsdExpr.as('ggr_usd'),
        ])
        .where('status', '=', 'finished')
        .where('finished_at', '>=', new Date(to.getTime() - Math.max(days, 7) * DAY_MS))
        .where('finished_at', '<', to)
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute(),
      sql<{ currency: string; staked: string; paid: string }>`
        SELECT r.currency,
          coalesce(sum(t.amount) FILTER (WHERE t.code = 'bet'), 0)
            - coalesce(sum(t.amount) FILTER (WHERE t.code = 'bet_refund'), 0) AS staked,
          coalesce(sum(t.amount) FILTER (WHERE t.code = 'payout'), 0) AS paid
        FROM rounds r
        JOIN transfers t ON t.reference = 'round:' || r.id::text
        WHERE r.status = 'finished' AND r.finished_at >= ${from} AND r.finished_at < ${to}
        GROUP BY r.currency`.execute(trx),
      checkLedger(trx),
    ]);

    const cost = (codes: readonly string[]) =>
      costs
        .filter((row) => codes.includes(row.code))
        .reduce((sum, row) => sum + usdOf(rates, row.currency, fromDecimalString(row.total)), 0n);
    const inCurrency = (code: string, currency: string) =>
      fromDecimalString(costs.find((row) => row.code === code && row.currency === currency)?.total ?? '0');
    const ggrUsd = currencies.reduce((sum, row) => sum + fromDecimalString(row.ggr_usd ?? '0'), 0n);
    const bonuses = cost(COSTS.bonuses);
    const rakeback = cost(COSTS.rakeback);
    const commission = cost(COSTS.commission);
    const pot = cost(COSTS.pot);

    const providers = new Map<string, { bets: number; wagered: bigint; ggr: bigint }>();
    for (const row of games) {
      const entry = providers.get(row.provider) ?? { bets: 0, wagered: 0n, ggr: 0n };
      entry.bets += row.bets;
      entry.wagered += fromDecimalString(row.wagered_usd ?? '0');
      entry.ggr += fromDecimalString(row.ggr_usd ?? '0');
      providers.set(row.provider, entry);
    }

    const byRounds = new Map<string, Totals>(
      currencies.map((row) => [
        row.currency,
        { staked: fromDecimalString(row.staked), paid: fromDecimalString(row.paid), bets: row.bets },
      ]),
    );
    const ledgerBy = new Map(ledgerRounds.rows.map((row) => [row.currency, row]));
    const reconciled = [...new Set([...byRounds.keys(), ...ledgerBy.keys()])].sort().map((currency) => {
      const rounds = byRounds.get(currency) ?? { staked: 0n, paid: 0n, bets: 0 };
      const ledger = ledgerBy.get(currency);
      const ledgerStaked = fromDecimalString(String(ledger?.staked ?? '0'));
      const ledgerPaid = fromDecimalString(String(ledger?.paid ?? '0'));
      return {
        currency,
        roundsStaked: text(rounds.staked),
        ledgerStaked: text(ledgerStaked),
        roundsPaid: text(rounds.paid),
        ledgerPaid: text(ledgerPaid),
        agree: rounds.staked === ledgerStaked && rounds.paid === ledgerPaid,
      };
    });
    const depositCurrencies = new Set(
      costs.filter((row) => row.code === 'deposit').map((row) => row.currency),
    );
    const allCurrencies = [...new Set([...byRounds.keys(), ...depositCurrencies])].sort();

    return {
      from: from.toISOString(),
      to: to.toISOString(),
      totals: {
        bets: currencies.reduce((sum, row) => sum + row.bets, 0),
        wageredUsd: usdText(
          currencies.reduce((sum, row) => sum + fromDecimalString(row.wagered_usd ?? '0'), 0n),
        ),
        ggrUsd: usdText(ggrUsd),
        bonusesUsd: usdText(bonuses),
        rakebackUsd: usdText(rakeback),
        commissionUsd: usdText(commission),
        potUsd: usdText(pot),
        ngrUsd: usdText(ggrUsd - bonuses - rakeback - commission - pot),
        depositsUsd: usdText(cost(['deposit'])),
        withdrawalsUsd: usdText(cost(['withdrawal_sent'])),
        activePlayers: players.n,
        signups: signups.n,
      },
      byGame: games
        .map((row) => ({
          game: row.game,
          provider: row.provider,
          bets: row.bets,
          wageredUsd: usdText(fromDecimalString(row.wagered_usd ?? '0')),
          ggrUsd: usdText(fromDecimalString(row.ggr_usd ?? '0')),
        }))
        .sort((a, b) => compareDecimals(b.wageredUsd, a.wageredUsd)),
      byProvider: [...providers].map(([provider, entry]) => ({
        provider,
        bets: entry.bets,
        wageredUsd: usdText(entry.wagered),
        ggrUsd: usdText(entry.ggr),
      })),
      byCurrency: allCurrencies.map((currency) => {
        const rounds = byRounds.get(currency) ?? { staked: 0n, paid: 0n, bets: 0 };
        const row = currencies.find((entry) => entry.currency === currency);
        return {
          currency,
          bets: rounds.bets,
          wagered: text(rounds.staked),
          ggr: text(rounds.staked - rounds.paid),
          wageredUsd: usdText(fromDecimalString(row?.wagered_usd ?? '0')),
          ggrUsd: usdText(fromDecimalString(row?.ggr_usd ?? '0')),
          deposits: text(inCurrency('deposit', currency)),
          withdrawals: text(inCurrency('withdrawal_sent', currency)),
        };
      }),
      daily: daily.map((row) => ({ day: row.day, ggrUsd: usdText(fromDecimalString(row.ggr_usd ?? '0')) })),
      reconciliation: {
        agree: problems.length === 0 && reconciled.every((row) => row.agree),
        ledgerProblems: problems.map((problem) => problem.detail),
        currencies: reconciled,
      },
    };
  });
}
