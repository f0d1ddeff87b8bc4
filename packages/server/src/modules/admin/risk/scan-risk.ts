import { canonicalDecimal } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';

/** How far back the scan looks for shared devices, addresses and claims. */
const LOOKBACK_DAYS = 90;
/**
 * An address shared by more accounts than this is a network's, not a household's (a
 * mobile carrier, an office, a VPN exit): linking all of them would bury real flags.
 */
const MAX_ACCOUNTS_PER_IP = 5;
/** Rounds a player needs in a game before their results there can look too good to be luck. */
const MIN_ROUNDS_FOR_LUCK = 100;
/** How many standard deviations above the game's expectation a player's profit must be. */
const LUCK_Z = 4;
/** Deposit then withdrawal with little play: staked less than this share of what was deposited. */
const LITTLE_PLAY_SHARE = 0.5;

export const RISK_KINDS = [
  'shared_device',
  'shared_ip',
  'shared_withdrawal_address',
  'deposit_withdraw_little_play',
  'linked_bonus_claims',
  'self_referral',
  'unusual_wins',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

interface Found {
  user_id: string;
  kind: RiskKind;
  key: string;
  evidence: Record<string, unknown>;
}

/**
 * Links between accounts, as pairs (a < b) with what links them: a device cookie both
 * signed in with, an address both used (when few accounts share it), or a withdrawal
 * address both sent to. The referral and bonus-claim checks read these pairs too.
 */
const LINKS = sql`
  links AS (
    SELECT DISTINCT s1.user_id AS a, s2.user_id AS b, 'device' AS via, s1.device_id AS value
      FROM sessions s1 JOIN sessions s2 ON s2.device_id = s1.device_id AND s2.user_id > s1.user_id
      WHERE s1.device_id IS NOT NULL
        AND s1.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
        AND s2.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
    UNION
    SELECT DISTINCT s1.user_id, s2.user_id, 'ip', s1.ip
      FROM sessions s1 JOIN sessions s2 ON s2.ip = s1.ip AND s2.user_id > s1.user_id
      WHERE s1.ip IS NOT NULL
        AND s1.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
        AND s2.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
        AND (SELECT count(DISTINCT s3.user_id) FROM sessions s3 WHERE s3.ip = s1.ip
             AND s3.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})) <= ${MAX_ACCOUNTS_PER_IP}
    UNION
    SELECT DISTINCT w1.user_id, w2.user_id, 'withdrawal_address', w1.address
      FROM withdrawals w1 JOIN withdrawals w2 ON w2.address = w1.address AND w2.user_id > w1.user_id
      WHERE w1.created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
  )`;

const VIA_KIND: Record<string, RiskKind> = {
  device: 'shared_device',
  ip: 'shared_ip',
  withdrawal_address: 'shared_withdrawal_address',
};

/**
 * One pass of the risk scan over the recent past (RISK_KINDS), each finding with its
 * evidence. Nothing here decides anything: staff read the flags and dismiss what is
 * innocent (a couple on one sofa share a device).
 */
export async function findRisks(db: Db): Promise<Found[]> {
  const found: Found[] = [];

  // The links are worked out once and read three times (the links themselves, the
  // referrals between linked accounts, the claims they share): PostgreSQL materialises a
  // CTE that a statement reads more than once, so the sessions are scanned once per run.
  const linked = await sql<{
    part: 'link' | 'referral' | 'claim';
    a: string;
    b: string;
    detail: string;
    value: string | null;
    a_name: string | null;
    b_name: string;
  }>`
    WITH ${LINKS},
    claims AS (
      SELECT user_id, 'code:' || code_id::text AS what FROM redeem_code_claims
        WHERE created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
      UNION ALL
      SELECT user_id, 'offer:' || offer_id::text FROM reward_offer_claims
        WHERE claimed_at > now() - make_interval(days => ${LOOKBACK_DAYS})
    )
    SELECT 'link' AS part, l.a, l.b, l.via AS detail, l.value, ua.username AS a_name, ub.username AS b_name
    FROM links l JOIN users ua ON ua.id = l.a JOIN users ub ON ub.id = l.b
    UNION ALL
    SELECT 'referral', r.user_id, r.referrer_id, string_agg(DISTINCT l.via, ','), NULL, NULL, u.username
    FROM affiliate_referrals r
    JOIN links l ON (l.a = r.user_id AND l.b = r.referrer_id) OR (l.b = r.user_id AND l.a = r.referrer_id)
    JOIN users u ON u.id = r.referrer_id
    GROUP BY r.user_id, r.referrer_id, u.username
    UNION ALL
    (SELECT DISTINCT 'claim', l.a, l.b, ca.what, NULL, NULL, ub.username
    FROM links l
    JOIN claims ca ON ca.user_id = l.a
    JOIN claims cb ON cb.user_id = l.b AND cb.what = ca.what
    JOIN users ub ON ub.id = l.b)`.execute(db);
  for (const row of linked.rows) {
    if (row.part === 'link') {
      const kind = VIA_KIND[row.detail];
      if (!kind || row.value === null) continue;
      // A device id is a secret cookie: the flag shows only its start.
      const shown = row.detail === 'device' ? `${row.value.slice(0, 6)}…` : row.value;
      found.push(
        {
          user_id: row.a,
          kind,
          key: row.b,
          evidence: { otherUserId: row.b, otherUsername: row.b_name, value: shown },
        },
        {
          user_id: row.b,
          kind,
          key: row.a,
          evidence: { otherUserId: row.a, otherUsername: row.a_name, value: shown },
        },
      );
    } else if (row.part === 'referral') {
      // a is the referred account, b its referrer.
      found.push({
        user_id: row.b,
        kind: 'self_referral',
        key: row.a,
        evidence: { referredUserId: row.a, linkedBy: row.detail.split(',') },
      });
    } else {
      found.push(
        {
          user_id: row.a,
          kind: 'linked_bonus_claims',
          key: `${row.detail}:${row.b}`,
          evidence: { claim: row.detail, otherUserId: row.b, otherUsername: row.b_name },
        },
        {
          user_id: row.b,
          kind: 'linked_bonus_claims',
          key: `${row.detail}:${row.a}`,
          evidence: { claim: row.detail, otherUserId: row.a },
        },
      );
    }
  }

  const littlePlay = await sql<{
    user_id: string;
    currency: string;
    deposited: string;
    staked: string;
    withdrawn: string;
  }>`
    WITH dep AS (
      SELECT a.user_id, t.currency, sum(t.amount) AS deposited
      FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
      WHERE t.code = 'deposit' AND a.user_id IS NOT NULL AND t.created_at > now() - interval '7 days'
      GROUP BY 1, 2
    ), wd AS (
      SELECT user_id, currency, sum(amount) AS withdrawn FROM withdrawals
      WHERE status NOT IN ('cancelled', 'failed') AND created_at > now() - interval '7 days'
      GROUP BY 1, 2
    ), st AS (
      SELECT user_id, currency, sum(amount + extra_stake) AS staked FROM rounds
      WHERE created_at > now() - interval '7 days' AND status <> 'cancelled'
      GROUP BY 1, 2
    )
    SELECT dep.user_id, dep.currency, dep.deposited::text, coalesce(st.staked, 0)::text AS staked, wd.withdrawn::text
    FROM dep JOIN wd USING (user_id, currency) LEFT JOIN st USING (user_id, currency)
    WHERE wd.withdrawn >= dep.deposited * 0.5 AND coalesce(st.staked, 0) < dep.deposited * ${LITTLE_PLAY_SHARE}`.execute(
    db,
  );
  for (const row of littlePlay.rows) {
    found.push({
      user_id: row.user_id,
      kind: 'deposit_withdraw_little_play',
      key: row.currency,
      evidence: {
        currency: row.currency,
        deposited: canonicalDecimal(row.deposited),
        staked: canonicalDecimal(row.staked),
        withdrawn: canonicalDecimal(row.withdrawn),
        days: 7,
      },
    });
  }

  // Each round's profit against what the game's RTP expects of its stake; a player whose
  // total is many standard deviations above that is either very lucky or not playing fair.
  const luck = await sql<{
    user_id: string;
    game: string;
    n: number;
    staked: string;
    paid: string;
    z: string;
  }>`
    WITH r AS (
      SELECT r.user_id, r.game, (r.amount + r.extra_stake) AS s, coalesce(r.payout, 0) AS p, g.rtp / 100 AS rtp
      FROM rounds r JOIN games g ON g.slug = r.game
      WHERE r.status = 'finished' AND r.finished_at > now() - interval '30 days' AND r.amount + r.extra_stake > 0
    ), agg AS (
      SELECT user_id, game, count(*) AS n, sum(s) AS staked, sum(p) AS paid,
        sum(p - rtp * s) AS excess, avg(p - rtp * s) AS mean, var_samp(p - rtp * s) AS variance
      FROM r GROUP BY 1, 2 HAVING count(*) >= ${MIN_ROUNDS_FOR_LUCK}
    )
    SELECT user_id, game, n::int, staked::text, paid::text, (excess / sqrt(n * variance))::text AS z
    FROM agg WHERE variance > 0 AND excess / sqrt(n * variance) > ${LUCK_Z}`.execute(db);
  for (const row of luck.rows) {
    found.push({
      user_id: row.user_id,
      kind: 'unusual_wins',
      key: row.game,
      evidence: {
        game: row.game,
        rounds: row.n,
        staked: canonicalDecimal(row.staked),
        paid: canonicalDecimal(row.paid),
        sigma: Number(Number(row.z).toFixed(1)),
        days: 30,
      },
    });
  }
  return found;
}

/**
 * Records a scan's findings: a new one is raised, one already known is refreshed (its
 * evidence and when it was last seen), and a dismissed one stays dismissed. Returns how
 * many were new.
 */
export async function scanRisks(db: Db): Promise<number> {
  const found = await findRisks(db);
  let raised = 0;
  for (const flag of found) {
    const row = await db
      .insertInto('risk_flags')
      .values({
        user_id: flag.user_id,
        kind: flag.kind,
        key: flag.key,
        evidence: JSON.stringify(flag.evidence),
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'kind', 'key'])
          .doUpdateSet({ evidence: JSON.stringify(flag.evidence), seen_at: sql`now()` }),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .executeTakeFirst();
    if (row?.inserted) raised += 1;
  }
  return raised;
}
