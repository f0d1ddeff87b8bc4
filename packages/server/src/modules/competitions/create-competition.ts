import {
  type Competition,
  type CryptoCode,
  type createCompetitionRequestSchema,
  fromDecimalString,
} from '@ante/core';
import type { z } from 'zod';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { inTransaction } from '../../lib/db/in-transaction';
import { NotFound, ValidationError } from '../../lib/errors';
import { findCompetition } from './present-competition';

/** The longest race staff can set up. */
const MAX_DURATION_MS = 366 * 86_400_000;

type CompetitionInput = z.output<typeof createCompetitionRequestSchema>;

/** The default prize currency: USDT when the operator offers it, else their first currency. */
export function defaultPrizeCurrency(config: Config): CryptoCode {
  return config.supportedCurrencies.includes('USDT') ? 'USDT' : (config.supportedCurrencies[0] ?? 'USDT');
}

/**
 * Staff set up a competition (POST /admin/competitions). Beyond the contract's checks:
 * the end comes after the start and is still ahead (a race that is over at creation
 * would be paid at once), it lasts at most a year, each game is listed once and
 * exists, prizes never grow with the place, and the prize currency is one this casino
 * offers. A start in the past is allowed: bets from then on count.
 */
export async function createCompetition(
  db: Db,
  config: Config,
  staffId: string,
  input: CompetitionInput,
): Promise<Competition> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) throw new ValidationError('endsAt must be after startsAt', 'endsAt');
  if (endsAt.getTime() <= Date.now()) throw new ValidationError('endsAt must be in the future', 'endsAt');
  if (endsAt.getTime() - startsAt.getTime() > MAX_DURATION_MS) {
    throw new ValidationError('A competition lasts at most 366 days', 'endsAt');
  }
  const games = input.games ?? [];
  if (new Set(games).size !== games.length) throw new ValidationError('games lists a game twice', 'games');
  if (games.length > 0) {
    const known = await db.selectFrom('games').select('slug').where('slug', 'in', games).execute();
    const missing = games.find((slug) => !known.some((row) => row.slug === slug));
    if (missing) throw new NotFound(`There is no game ${missing}.`);
  }
  const prizes = input.prizes.map(fromDecimalString);
  if (prizes.some((prize, index) => index > 0 && prize > (prizes[index - 1] ?? prize))) {
    throw new ValidationError('prizes must not grow with the place', 'prizes');
  }
  const prizeCurrency = input.prizeCurrency ?? defaultPrizeCurrency(config);
  if (!config.supportedCurrencies.includes(prizeCurrency)) {
    throw new ValidationError(`This casino does not offer ${prizeCurrency}`, 'prizeCurrency');
  }
  const id = await inTransaction(db, (trx) =>
    insertCompetition(trx, {
      name: input.name,
      startsAt,
      endsAt,
      games,
      prizeCurrency,
      campaignId: input.campaignId ?? null,
      createdBy: staffId,
      prizesUsd: input.prizes,
    }),
  );
  return findCompetition(db, id);
}

/**
 * Writes a checked competition and its prize rows (one per place, in USD); returns its
 * id. `createdBy` is null for the casino's own races (weekly-race.ts).
 */
export async function insertCompetition(
  trx: Db,
  race: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    games: string[];
    prizeCurrency: string;
    campaignId: string | null;
    createdBy: string | null;
    prizesUsd: string[];
  },
): Promise<string> {
  const row = await trx
    .insertInto('competitions')
    .values({
      name: race.name,
      starts_at: race.startsAt,
      ends_at: race.endsAt,
      games: race.games,
      prize_currency: race.prizeCurrency,
      campaign_id: race.campaignId,
      created_by: race.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('competition_prizes')
    .values(
      race.prizesUsd.map((amount, index) => ({
        competition_id: row.id,
        place: index + 1,
        amount_usd: amount,
      })),
    )
    .execute();
  return row.id;
}
