import { defineRoute } from '../route';
import {
  friendFavoriteRequestSchema,
  friendRequestSchema,
  friendStatusRequestSchema,
  friendsRequestSchema,
  friendsResponseSchema,
  userResponseSchema,
} from '../user';

/** Friends: every change answers with both lists as they now are. */
export const friendsApi = {
  /** A POST for its optional body (the game whose players are asked about). */
  list: defineRoute({
    method: 'POST',
    path: '/user/friends',
    body: friendsRequestSchema.default({}),
    response: friendsResponseSchema,
    auth: 'player',
  }),
  add: defineRoute({
    method: 'POST',
    path: '/user/friends/add',
    body: friendRequestSchema,
    response: friendsResponseSchema,
    auth: 'player',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/user/friends/remove',
    body: friendRequestSchema,
    response: friendsResponseSchema,
    auth: 'player',
  }),
  setFavorite: defineRoute({
    method: 'POST',
    path: '/user/friends/set-favorite',
    body: friendFavoriteRequestSchema,
    response: friendsResponseSchema,
    auth: 'player',
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/user/friends/set-status',
    body: friendStatusRequestSchema,
    response: userResponseSchema,
    auth: 'player',
  }),
};
