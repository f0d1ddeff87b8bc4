import {
  friendFavoriteRequestSchema,
  friendRequestSchema,
  friendStatusRequestSchema,
  friendsRequestSchema,
  friendsResponseSchema,
  userResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../lib/session';
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
    app.post(
      '/user/friends',
      {
        preValidation: requireAuth,
        schema: { body: friendsRequestSchema.default({}), response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return listFriends(db, auth.user.id, request.body.gameSlug);
      },
    );

    app.post(
      '/user/friends/add',
      {
        preValidation: requireAuth,
        schema: { body: friendRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await addFriend(db, auth.user.id, request.body.username);
        return listFriends(db, auth.user.id);
      },
    );

    app.post(
      '/user/friends/remove',
      {
        preValidation: requireAuth,
        schema: { body: friendRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await removeFriend(db, auth.user.id, request.body.username);
        return listFriends(db, auth.user.id);
      },
    );

    app.post(
      '/user/friends/set-favorite',
      {
        preValidation: requireAuth,
        schema: { body: friendFavoriteRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await setFavorite(db, auth.user.id, request.body.username, request.body.isFavorite);
        return listFriends(db, auth.user.id);
      },
    );

    app.post(
      '/user/friends/set-status',
      {
        preValidation: requireAuth,
        schema: { body: friendStatusRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const { appearOffline } = request.body;
        await setAppearOffline(db, auth.user.id, appearOffline);
        return { user: presentUser({ ...auth.user, appear_offline: appearOffline }) };
      },
    );
  };
}
