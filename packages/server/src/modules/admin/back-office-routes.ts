import { backOfficeApi, type PotTermsRequest } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import type { Auth } from '../../lib/session';
import { staffAction } from '../../lib/staff-action';
import { playLimitFlags } from '../play-limits/limit-flags';
import { listPlayLimits } from '../play-limits/list-play-limits';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments/adjustments';
import { configureGame, listAdminGames } from './games/configure-game';
import { listAdminProviders } from './games/list-providers';
import { addNote, playerAction } from './players/player-actions';
import { playerDetail } from './players/player-detail';
import { playerLimits } from './players/player-limits';
import { searchPlayers } from './players/search-players';
import { setPlayerLimit } from './players/set-player-limit';
import { changePotTerms, viewPot } from './pot/pot-terms';
import { ledgerState } from './reports/ledger-state';
import { overview } from './reports/overview';
import { dismissFlag, listFlags } from './risk/risk-flags';
import { scanRisks } from './risk/scan-risk';
import { decideWithdrawal } from './withdrawals/decide-withdrawal';
import { listWithdrawals } from './withdrawals/list-withdrawals';

/**
 * The back office's players, held withdrawals and balance adjustments
 * (docs/back-office.md). Each change runs through staffAction, so it and its audit
 * entry commit together.
 */
export function backOfficeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { bus } = ctx;
  return async function plugin(app) {
    register(app, backOfficeApi.overview, async (request) =>
      overview(db, ctx.wallet.rates, request.query.days as 1 | 7 | 30),
    );
    register(app, backOfficeApi.ledger, async () =>
      ledgerState(db, ctx.wallet.rates, ctx.config.chains.hotWalletFloorUsd),
    );
    register(app, backOfficeApi.games, async () => listAdminGames(db));
    register(app, backOfficeApi.configureGame, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx) => configureGame(trx, request.params.slug, request.body)),
    );
    register(app, backOfficeApi.providers, async () => listAdminProviders(db, ctx.providers));

    register(app, backOfficeApi.pot, async () => viewPot(db, ctx));
    const changeTerms = async (request: FastifyRequest, auth: Auth, input: PotTermsRequest | null) => {
      const pot = await staffAction(db, bus, request, auth, (trx) =>
        changePotTerms(trx, ctx, auth.user.id, input),
      );
      // This node uses the new terms from its next bet on; the others within seconds.
      await ctx.jackpot.terms.load();
      return pot;
    };
    register(app, backOfficeApi.setPotTerms, (request, _reply, auth) =>
      changeTerms(request, auth, request.body),
    );
    register(app, backOfficeApi.resetPotTerms, (request, _reply, auth) => changeTerms(request, auth, null));

    register(app, backOfficeApi.riskFlags, async (request) => listFlags(db, request.query));
    register(app, backOfficeApi.scanRisk, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, async (trx) => {
        // The scan writes outside this transaction's snapshot rules no differently: it only upserts flags.
        const raised = await scanRisks(trx);
        const open = await trx
          .selectFrom('risk_flags')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('dismissed_at', 'is', null)
          .executeTakeFirstOrThrow();
        return {
          result: { raised, open: Number(open.n) },
          audit: { action: 'risk.scan', after: { raised } },
        };
      }),
    );
    register(app, backOfficeApi.dismissFlag, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx) =>
        dismissFlag(trx, auth.user.id, request.params.id, request.body.note),
      ),
    );

    register(app, backOfficeApi.searchPlayers, async (request) => searchPlayers(db, request.query));
    register(app, backOfficeApi.player, async (request) => playerDetail(db, request.params.id));

    for (const [definition, action] of [
      [backOfficeApi.unlockPlayer, 'unlock'],
      [backOfficeApi.logoutPlayer, 'logout'],
    ] as const) {
      register(app, definition, async (request, _reply, auth) =>
        staffAction(db, bus, request, auth, (trx, events) =>
          playerAction(trx, events, auth.user, request.params.id, action),
        ),
      );
    }
    register(app, backOfficeApi.lockPlayer, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        playerAction(trx, events, auth.user, request.params.id, 'lock', request.body.reason),
      ),
    );
    register(app, backOfficeApi.playerLimits, async (request) =>
      playerLimits(db, ctx.wallet.rates, request.params.id),
    );
    register(app, backOfficeApi.setPlayerLimit, async (request, _reply, auth) => {
      const { id } = request.params;
      await staffAction(db, bus, request, auth, (trx, events) =>
        setPlayerLimit(trx, events, auth.user, id, request.body),
      );
      playLimitFlags(bus).forget(id);
      return listPlayLimits(db, ctx.wallet.rates, id);
    });
    register(app, backOfficeApi.addNote, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx) =>
        addNote(trx, auth.user, request.params.id, request.body.body),
      ),
    );

    register(app, backOfficeApi.requestAdjustment, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx) =>
        requestAdjustment(trx, ctx.config, auth.user.id, request.params.id, request.body),
      ),
    );
    register(app, backOfficeApi.adjustments, async (request) => listAdjustments(db, request.query));
    register(app, backOfficeApi.approveAdjustment, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        decideAdjustment(trx, events, auth.user.id, request.params.id, 'approve', request.body.note),
      ),
    );
    register(app, backOfficeApi.rejectAdjustment, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        decideAdjustment(trx, events, auth.user.id, request.params.id, 'reject', request.body.note),
      ),
    );

    register(app, backOfficeApi.withdrawals, async (request) => listWithdrawals(db, request.query));
    register(app, backOfficeApi.approveWithdrawal, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        decideWithdrawal(trx, events, auth.user.id, request.params.id, {
          decision: 'approve',
          note: request.body.note,
        }),
      ),
    );
    register(app, backOfficeApi.rejectWithdrawal, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        decideWithdrawal(trx, events, auth.user.id, request.params.id, {
          decision: 'reject',
          reason: request.body.reason,
        }),
      ),
    );
  };
}
