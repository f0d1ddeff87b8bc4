import { chatApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { register } from '../../lib/register-route';
import { assertRegionAllows } from '../../lib/request-info';
import { requireTotp } from '../auth/totp/require-totp';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { parsePlayerAmount, requireSupportedCurrency } from '../wallet/currency-rules';
import { assertMayWrite } from './chat-block';
import { requireRegion } from './regions';
import { roomPostLimit } from './send-limits';
import { sendRain } from './send-rain';

/** Rain in a chat room (README-rain.md): money between players, retry-safe like the wallet's calls. */
export function chatRainRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const { rates } = ctx.wallet;
  return async function plugin(app) {
    const limitRoomPosts = roomPostLimit(app, config.chat);
    register(app, chatApi.rain, async (request, _reply, auth) => {
      assertNotExcluded(auth.user);
      assertRegionAllows(request, config, 'tip');
      const region = requireRegion(config, request.params.region);
      const currency = requireSupportedCurrency(config, request.body.currency);
      const amount = parsePlayerAmount(currency, request.body.amount);
      await assertMayWrite(db, config, auth.user);
      // Rain pays other players, as a tip does: it needs the code once two-factor is on.
      await requireTotp({ db, secrets: ctx.secrets }, auth.user, request.body.totpCode);
      return transactionWithEvents(db, bus, (trx, events) =>
        sendRain(trx, events, { config, rates, countPost: () => limitRoomPosts(request) }, auth.user, {
          region,
          currency,
          amount,
          recipients: request.body.recipients,
        }),
      );
    });
  };
}
