import { type FriendsResponse, friendsResponseSchema, userResponseSchema } from '@ante/core';
import { api } from '../api';

export const friendsKeys = {
  list: (userId: string) => ['user', userId, 'friends'] as const,
};

export function fetchFriends(): Promise<FriendsResponse> {
  return api.post('/user/friends', {}, friendsResponseSchema);
}

export function addFriend(username: string): Promise<FriendsResponse> {
  return api.post('/user/friends/add', { username }, friendsResponseSchema);
}

export function removeFriend(username: string): Promise<FriendsResponse> {
  return api.post('/user/friends/remove', { username }, friendsResponseSchema);
}

export function setFavorite(username: string, isFavorite: boolean): Promise<FriendsResponse> {
  return api.post('/user/friends/set-favorite', { username, isFavorite }, friendsResponseSchema);
}

export async function setAppearOffline(appearOffline: boolean) {
  const { user } = await api.post('/user/friends/set-status', { appearOffline }, userResponseSchema);
  return user;
}
