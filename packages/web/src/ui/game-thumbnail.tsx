import type { Game } from '@ante/core';
import { useState } from 'react';
import { siteImageUrl } from '../lib/site-config';
import classes from './game-thumbnail.module.css';

/** Where a broken or missing thumbnail falls back to. */
export const PLACEHOLDER_THUMBNAIL = '/img/games/placeholder.svg';

/** Pixels on screen; the image host is asked for twice that, for sharp high-density screens. */
const THUMBNAIL_SIZE = 44;

type GameThumbnailProps = { game: Game; imageHost: string | null };

/** A game's small picture, falling back to the placeholder when its own fails to load. */
export function GameThumbnail({ game, imageHost }: GameThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const source = failed ? PLACEHOLDER_THUMBNAIL : game.thumbnail || PLACEHOLDER_THUMBNAIL;
  return (
    <img
      className={classes.thumbnail}
      src={siteImageUrl(source, imageHost, THUMBNAIL_SIZE * 2)}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
