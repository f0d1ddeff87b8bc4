import { friendsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { presentUser } from '../users/present-user';
import { addFriend } from './add-friend';
import { listFriends } from './list-friends';
import { removeFriend } from './remove-friend';
import { setAppearOffline } from './set-appear-offline';
import { setFavorite } from './set-favorite';

/** Friends (README.md): every change answers with both lists as they now are. */
export function friendsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;

  return async function plugin(app) {
    register(app, friendsApi.list, async (request, _reply, auth) =>
      listFriends(db, auth.user.id, request.body.gameSlug),
    );

    register(app, friendsApi.add, async (request, _reply, auth) => {
      await addFriend(db, auth.user.id, request.body.username);
      return listFriends(db, auth.user.id);
    });

    register(app, friendsApi.remove, async (request, _reply, auth) => {
      await removeFriend(db, auth.user.id, request.body.username);
      return listFriends(db, auth.user.id);
    });

    register(app, friendsApi.setFavorite, async (request, _reply, auth) => {
      await setFavorite(db, auth.user.id, request.body.username, request.body.isFavorite);
      return listFriends(db, auth.user.id);
    });

    register(app, friendsApi.setStatus, async (request, _reply, auth) => {
      const { appearOffline } = request.body;
      await setAppearOffline(db, auth.user.id, appearOffline);
      return { user: presentUser({ ...auth.user, appear_offline: appearOffline }) };
    });
  };
}
