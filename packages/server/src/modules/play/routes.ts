import { createHash } from 'node:crypto';
import { formatMultiplier, originalGame, playApi, verifyOutcome } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { type RouteServerOptions, register } from '../../lib/register-route';
import { assertRegionAllows } from '../../lib/request-info';
import { parseInput } from '../../lib/validate';
import { GameRules } from '../catalogue/game-rules';
import { SeedPairCache } from '../fairness/seed-pair-cache';
import { playLimitFlags } from '../play-limits/limit-flags';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { BetBatch } from './bet-batch';
import { createFreePlayLimit } from './free-plays';
import { listBets } from './list-bets';
import { actOnRound, cashoutRound, startRound } from './multi-step-round';
import { placeBet } from './place-bet';
import { presentRound } from './present-round';

function gameCalled(slug: string) {
  const game = originalGame(slug);
  if (!game) throw new NotFound(`There is no game called ${slug}.`);
  return game;
}

function multiStepGame(slug: string) {
  const game = originalGame(slug);
  if (game?.kind !== 'multi') throw new NotFound(`There is no multi-step game called ${slug}.`);
  return game;
}

/** The player as the public feeds show them: no name when they play privately. */
function feedPlayer(user: { id: string; username: string; private: boolean }) {
  return { id: user.id, username: user.private ? null : user.username };
}

export function playRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const rules = new GameRules(db);
  const seeds = new SeedPairCache();
  // PGlite has one connection: a second batch would only wait for it.
  const batch = new BetBatch(db, ctx.database.kind === 'pglite' ? 1 : 2);

  return async function plugin(app) {
    await rules.load();
    const deps = {
      config,
      rates: ctx.wallet.rates,
      rules,
      jackpot: ctx.jackpot,
      log: app.log,
      playLimits: playLimitFlags(bus),
    };
    const freePlays = createFreePlayLimit(app, config);
    const depsFor = (request: FastifyRequest) => ({ ...deps, freePlays: freePlays(request) });
    // Bets and round actions share one count per player, kept on this node: the bet
    // path pays no network round trip for it, and it only stops floods. All of them
    // move money, so all honour an Idempotency-Key.
    const betPath: RouteServerOptions = {
      rateLimit: {
        name: 'bet',
        max: config.betRateLimit,
        windowMs: config.betRateWindowMs,
        perNode: true,
        message: () => 'Too many bets at once. Please slow down a little.',
      },
    };

    register(
      app,
      playApi.bet,
      async (request, _reply, auth) => {
        // A break stops new rounds and new stakes; an open round can still be finished (next, cashout).
        assertNotExcluded(auth.user);
        // So does a restricted territory, and for the same reason finishing is left open.
        assertRegionAllows(request, config, 'bet');
        const player = feedPlayer(auth.user);
        const game = gameCalled(request.params.slug);
        const input = request.body;
        if (game.kind === 'single')
          return placeBet(db, bus, depsFor(request), seeds, batch, player, game, input);
        return transactionWithEvents(db, bus, (trx, events) =>
          startRound(trx, events, depsFor(request), player, game, input),
        );
      },
      betPath,
    );

    /** A step of an open multi-step round: `{roundId, action, ...}` (reveal a tile, hit, higher, pick). */
    register(
      app,
      playApi.next,
      async (request, _reply, auth) => {
        const game = multiStepGame(request.params.slug);
        const { roundId, ...action } = request.body;
        return transactionWithEvents(db, bus, (trx, events) =>
          // Finishing stays open on a break and from a restricted territory; a new stake
          // (double, split, insurance) is refused there as a new round is.
          actOnRound(trx, events, depsFor(request), feedPlayer(auth.user), game, roundId, action, () => {
            assertNotExcluded(auth.user);
            assertRegionAllows(request, config, 'bet');
          }),
        );
      },
      betPath,
    );

    register(
      app,
      playApi.cashout,
      async (request, _reply, auth) => {
        const game = multiStepGame(request.params.slug);
        return transactionWithEvents(db, bus, (trx, events) =>
          cashoutRound(trx, events, depsFor(request), feedPlayer(auth.user), game, request.body.roundId),
        );
      },
      betPath,
    );

    /** The player's unfinished round of this game, so a reload resumes it (null when none). */
    register(app, playApi.active, async (request, _reply, auth) => {
      const game = multiStepGame(request.params.slug);
      const round = await db
        .selectFrom('rounds')
        .innerJoin('server_seeds', 'server_seeds.id', 'rounds.seed_id')
        .selectAll('rounds')
        .select([
          'server_seeds.seed',
          'server_seeds.seed_hash',
          'server_seeds.client_seed',
          'server_seeds.state as seed_state',
        ])
        .where('rounds.user_id', '=', auth.user.id)
        .where('rounds.game', '=', game.slug)
        .where('rounds.status', '=', 'active')
        .where('rounds.provider_id', 'is', null)
        .executeTakeFirst();
      if (!round) return { round: null };
      return {
        round: presentRound(round, {
          seed: round.seed,
          seed_hash: round.seed_hash,
          client_seed: round.client_seed,
          state: round.seed_state,
        }),
      };
    });

    /** Recomputes an outcome from seeds anyone can type in: no login, no balance change. */
    register(app, playApi.verify, async (request) => {
      const { slug } = request.params;
      const input = request.body;
      const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
      const serverSeedHash = createHash('sha256').update(input.serverSeed, 'utf8').digest('hex');
      const game = gameCalled(slug);
      const params = parseInput(game.paramsSchema, input.params ?? {});
      const { result, multiplier } = verifyOutcome(game, seeds, params);
      return {
        game: slug,
        serverSeedHash,
        result,
        multiplier: multiplier === null ? null : formatMultiplier(multiplier),
      };
    });

    /** Public details of finished rounds, for the bet slip. */
    register(app, playApi.roundsInfo, async (request) => {
      const rows = await db
        .selectFrom('rounds')
        .innerJoin('server_seeds', 'server_seeds.id', 'rounds.seed_id')
        .innerJoin('users', 'users.id', 'rounds.user_id')
        .selectAll('rounds')
        .select([
          'server_seeds.seed',
          'server_seeds.seed_hash',
          'server_seeds.client_seed',
          'server_seeds.state',
          'users.username',
          'users.private',
        ])
        .where('rounds.id', 'in', request.body.roundIds)
        .where('rounds.status', '=', 'finished')
        .execute();
      return {
        rounds: rows.map((row) => ({
          ...presentRound(row, {
            seed: row.seed,
            seed_hash: row.seed_hash,
            client_seed: row.client_seed,
            state: row.state,
          }),
          username: row.private ? null : row.username,
        })),
      };
    });

    register(app, playApi.allBets, async () => ({ bets: await listBets(db, {}) }));
    register(app, playApi.highRollerBets, async () => ({
      bets: await listBets(db, { minUsd: config.highRollerUsd }),
    }));
    register(app, playApi.myBets, async (_request, _reply, auth) => {
      return { bets: await listBets(db, { userId: auth.user.id }) };
    });
  };
}
