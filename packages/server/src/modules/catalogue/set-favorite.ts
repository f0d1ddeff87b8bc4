import type { Db } from '../../lib/db/database';

export async function setFavorite(db: Db, userId: string, slug: string, favorite: boolean): Promise<void> {
  if (favorite) {
    await db
      .insertInto('game_favorites')
      .values({ user_id: userId, game_slug: slug })
      .onConflict((oc) => oc.columns(['user_id', 'game_slug']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('game_favorites')
      .where('user_id', '=', userId)
      .where('game_slug', '=', slug)
      .execute();
  }
}
