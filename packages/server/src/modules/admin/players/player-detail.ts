import { canonicalDecimal, describeDevice, type PlayerDetail } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { NotFound } from '../../../lib/errors';
import { exclusionOf } from '../../self-exclusion/exclusion-of';
import { presentFlag, selectFlags } from '../risk/risk-flags';

/**
 * Everything staff need on one player's page, read in one snapshot so the balances,
 * transfers and rounds agree with each other: the account, its balances per currency,
 * sessions with their addresses and devices, the latest rounds and ledger transfers,
 * who referred them and how many they referred, deposit addresses, and staff notes.
 */
export async function playerDetail(db: Db, userId: string): Promise<PlayerDetail> {
  return readSnapshot(db, async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new NotFound('There is no such player.');
    const [accounts, sessions, rounds, transfers, notes, referral, referred, mute, addresses, flags] =
      await Promise.all([
        trx
          .selectFrom('accounts')
          .select(['currency', 'kind', 'balance'])
          .where('user_id', '=', userId)
          .orderBy('currency')
          .execute(),
        trx
          .selectFrom('sessions')
          .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
          .where('user_id', '=', userId)
          .orderBy('last_used_at', 'desc')
          .limit(20)
          .execute(),
        trx
          .selectFrom('rounds')
          .select(['id', 'game', 'currency', 'amount', 'payout', 'status', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .limit(20)
          .execute(),
        trx
          .selectFrom('transfers as t')
          .innerJoin('accounts as a', (join) =>
            join.on((eb) =>
              eb.or([
                eb('a.id', '=', eb.ref('t.debit_account_id')),
                eb('a.id', '=', eb.ref('t.credit_account_id')),
              ]),
            ),
          )
          .select([
            't.id',
            't.code',
            't.currency',
            't.amount',
            't.reference',
            't.created_at',
            'a.kind',
            sql<boolean>`a.id = t.credit_account_id`.as('credit'),
          ])
          .where('a.user_id', '=', userId)
          .orderBy('t.created_at', 'desc')
          .limit(50)
          .execute(),
        trx
          .selectFrom('player_notes as n')
          .innerJoin('users as a', 'a.id', 'n.author_id')
          .select(['n.id', 'n.body', 'n.created_at', 'a.username as author'])
          .where('n.user_id', '=', userId)
          .orderBy('n.created_at', 'desc')
          .execute(),
        trx
          .selectFrom('affiliate_referrals as r')
          .innerJoin('users as u', 'u.id', 'r.referrer_id')
          .select(['u.id', 'u.username'])
          .where('r.user_id', '=', userId)
          .executeTakeFirst(),
        trx
          .selectFrom('affiliate_referrals')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('referrer_id', '=', userId)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('chat_mutes')
          .select('until')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        trx
          .selectFrom('deposit_addresses')
          .select(['network', 'address'])
          .where('user_id', '=', userId)
          .execute(),
        selectFlags(trx)
          .where('f.user_id', '=', userId)
          .where('f.dismissed_at', 'is', null)
          .orderBy('f.raised_at', 'desc')
          .execute(),
      ]);
    const balances = new Map<string, { currency: string; main: string; vault: string }>();
    for (const account of accounts) {
      const entry = balances.get(account.currency) ?? { currency: account.currency, main: '0', vault: '0' };
      if (account.kind === 'main' || account.kind === 'vault')
        entry[account.kind] = canonicalDecimal(account.balance);
      balances.set(account.currency, entry);
    }
    const now = Date.now();
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.email_verified_at !== null,
      role: user.role,
      rank: user.rank_id,
      xpUsd: canonicalDecimal(user.xp),
      country: user.country,
      createdAt: user.created_at.toISOString(),
      lastSeenAt: user.last_seen_at.toISOString(),
      twoFactor: user.totp_enabled_at !== null,
      locked: user.locked_at ? { at: user.locked_at.toISOString(), reason: user.locked_reason } : null,
      excludedUntil: user.excluded_until?.toISOString() ?? null,
      excludedPermanently: user.excluded_permanently,
      exclusion: exclusionOf(user),
      verification: { complete: user.kyc_complete, pending: user.kyc_pending, required: user.kyc_required },
      balances: [...balances.values()],
      chatMuted: !!mute && (mute.until === null || new Date(mute.until).getTime() > now),
      referrer: referral ? { id: referral.id, username: referral.username } : null,
      referredCount: Number(referred.n),
      sessions: sessions.map((session) => ({
        id: session.id,
        ip: session.ip,
        device: session.user_agent ? describeDevice(session.user_agent).name : null,
        createdAt: session.created_at.toISOString(),
        lastUsedAt: session.last_used_at.toISOString(),
        live: session.revoked_at === null && session.expires_at.getTime() > now,
      })),
      rounds: rounds.map((round) => ({
        id: round.id,
        game: round.game,
        currency: round.currency,
        amount: canonicalDecimal(round.amount),
        payout: canonicalDecimal(round.payout ?? '0'),
        status: round.status,
        createdAt: round.created_at.toISOString(),
      })),
      transfers: transfers.map((transfer) => ({
        id: transfer.id,
        code: transfer.code,
        currency: transfer.currency,
        amount: `${transfer.credit ? '' : '-'}${canonicalDecimal(transfer.amount)}`,
        account: transfer.kind,
        reference: transfer.reference,
        createdAt: transfer.created_at.toISOString(),
      })),
      notes: notes.map((note) => ({
        id: note.id,
        author: note.author,
        body: note.body,
        createdAt: note.created_at.toISOString(),
      })),
      flags: flags.map(presentFlag),
      depositAddresses: addresses,
    };
  });
}
