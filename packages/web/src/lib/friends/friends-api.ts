import { type FriendsResponse, friendsApi } from '@ante/core';
import { api } from '../api';

export const friendsKeys = {
  list: (userId: string) => ['user', userId, 'friends'] as const,
};

export function fetchFriends(): Promise<FriendsResponse> {
  return api.call(friendsApi.list, { body: {} });
}

export function addFriend(username: string): Promise<FriendsResponse> {
  return api.call(friendsApi.add, { body: { username } });
}

export function removeFriend(username: string): Promise<FriendsResponse> {
  return api.call(friendsApi.remove, { body: { username } });
}

export function setFavorite(username: string, isFavorite: boolean): Promise<FriendsResponse> {
  return api.call(friendsApi.setFavorite, { body: { username, isFavorite } });
}

export async function setAppearOffline(appearOffline: boolean) {
  const { user } = await api.call(friendsApi.setStatus, { body: { appearOffline } });
  return user;
}
