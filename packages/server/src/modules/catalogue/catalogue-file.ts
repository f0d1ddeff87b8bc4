import { readFile } from 'node:fs/promises';
import { GAME_CATEGORY_SLUGS } from '@ante/core';
import { z } from 'zod';
import type { CatalogueEntry } from './originals';

const decimal = (what: string) =>
  z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, `${what} must be a decimal string such as "99" or "0.5"`);

const entrySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'slug must be lower-case letters, digits and dashes'),
  name: z.string().min(1).max(100).optional(),
  categories: z.array(z.enum(GAME_CATEGORY_SLUGS)).min(1).optional(),
  provider: z.string().min(1).max(64).optional(),
  thumbnail: z.string().min(1).max(2048).optional(),
  tags: z.array(z.string().min(1).max(40)).max(20).optional(),
  description: z.string().max(2000).optional(),
  rtp: decimal('rtp').optional(),
  minBetUsd: decimal('minBetUsd').optional(),
  maxBetUsd: decimal('maxBetUsd').optional(),
  enabled: z.boolean().optional(),
  releasedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'releasedAt must be a date (yyyy-mm-dd)')
    .optional(),
  popularity: z.number().int().min(0).max(1_000_000_000).optional(),
  /** The configured provider (PROVIDERS_FILE, or the built-in studio) that serves the game. */
  providerId: z.string().min(1).max(64).optional(),
  /** The most one round pays as a multiple of its stake, for the maximum-profit check. */
  maxMultiplier: decimal('maxMultiplier').optional(),
});

const fileSchema = z.strictObject({ games: z.array(entrySchema).max(10_000) });

export class CatalogueFileError extends Error {}

/**
 * Reads the operator's GAMES_FILE: `{"games": [{slug, ...}]}`. An entry for a built-in
 * game may give only what it changes (`{"slug": "keno", "enabled": false}`); any other
 * entry is a new game and needs name, categories, provider, thumbnail, rtp and
 * releasedAt. Only built-in originals are `original` (only they have a game engine here). A
 * file that cannot be read or is malformed stops the start with a message naming it.
 */
export async function readCatalogueFile(
  path: string | undefined,
  builtIns: CatalogueEntry[],
  betMaxUsd: string,
  providerIds: ReadonlySet<string> = new Set(),
): Promise<CatalogueEntry[]> {
  if (!path) return [];
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`GAMES_FILE ${path}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CatalogueFileError(`GAMES_FILE ${path}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const known = new Map(builtIns.map((entry) => [entry.slug, entry]));
  return parsed.data.games.map((entry, index) => {
    if (entry.providerId !== undefined && !providerIds.has(entry.providerId)) {
      throw new CatalogueFileError(
        `GAMES_FILE ${path}: games.${index} (${entry.slug}) names the provider ${entry.providerId}, which is not configured`,
      );
    }
    const base = known.get(entry.slug);
    if (base && (entry.providerId !== undefined || entry.maxMultiplier !== undefined)) {
      throw new CatalogueFileError(
        `GAMES_FILE ${path}: games.${index} (${entry.slug}) is a built-in game, which no provider serves`,
      );
    }
    if (base) return { ...base, ...definedOnly(entry), original: base.original };
    const missing = (['name', 'categories', 'provider', 'thumbnail', 'rtp', 'releasedAt'] as const).filter(
      (field) => entry[field] === undefined,
    );
    if (missing.length > 0) {
      throw new CatalogueFileError(
        `GAMES_FILE ${path}: games.${index} (${entry.slug}) needs ${missing.join(', ')}`,
      );
    }
    return {
      slug: entry.slug,
      name: entry.name as string,
      categories: entry.categories as CatalogueEntry['categories'],
      provider: entry.provider as string,
      thumbnail: entry.thumbnail as string,
      tags: entry.tags ?? [],
      description: entry.description ?? '',
      rtp: entry.rtp as string,
      minBetUsd: entry.minBetUsd ?? '0',
      maxBetUsd: entry.maxBetUsd ?? betMaxUsd,
      enabled: entry.enabled ?? true,
      original: false,
      releasedAt: entry.releasedAt as string,
      popularity: entry.popularity ?? 0,
      providerId: entry.providerId ?? null,
      maxMultiplier: entry.maxMultiplier ?? null,
    };
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
