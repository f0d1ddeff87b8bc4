import { type SolvencyResponse, solvencyApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { register } from '../../lib/register-route';
import { staffAction } from '../../lib/staff-action';
import { inclusionProof } from './inclusion-proof';
import { presentSnapshot } from './present-snapshot';
import { prepareSnapshot, writeSnapshot } from './take-snapshot';

/** How many earlier snapshots the proof page lists. */
const HISTORY = 30;

/**
 * The proof of solvency (docs/proof-of-solvency.md): the latest snapshot's roots and
 * reserves, any earlier one by id, a player's inclusion proof, and a snapshot taken
 * now by staff.
 */
export function solvencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const deps = { db, chain: ctx.wallet.chain, currencies: ctx.config.supportedCurrencies };
  return async function plugin(app) {
    register(app, solvencyApi.latest, async (_request, reply): Promise<SolvencyResponse> => {
      const rows = await db
        .selectFrom('solvency_snapshots')
        .select(['id', 'taken_at'])
        .orderBy('taken_at', 'desc')
        .limit(HISTORY + 1)
        .execute();
      reply.header('cache-control', 'public, max-age=60');
      const latest = rows[0];
      return {
        snapshot: latest ? await presentSnapshot(db, latest.id) : null,
        history: rows.slice(1).map((row) => ({ id: row.id, takenAt: row.taken_at.toISOString() })),
      };
    });

    register(app, solvencyApi.snapshot, async (request) => {
      const snapshot = await presentSnapshot(db, request.params.snapshotId);
      if (!snapshot) throw new NotFound('There is no such snapshot.');
      return snapshot;
    });

    register(app, solvencyApi.proof, async (request, reply, auth) => {
      reply.header('cache-control', 'private, no-store');
      return inclusionProof(db, auth.user.id, request.query.snapshot);
    });

    register(app, solvencyApi.take, async (request, _reply, auth) => {
      const prepared = await prepareSnapshot(deps);
      const id = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const snapshotId = await writeSnapshot(trx, prepared, { kind: 'staff', userId: auth.user.id });
        return { result: snapshotId, audit: { action: 'solvency.snapshot', target: snapshotId } };
      });
      const snapshot = await presentSnapshot(db, id);
      if (!snapshot) throw new Error('the snapshot just taken is gone');
      return { snapshot };
    });
  };
}
