import type { Game } from '@ante/core';
import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useImageSrc } from '../../lib/site-config';
import { FavoriteButton } from '../../ui/favorite-button';
import { PLACEHOLDER_THUMBNAIL } from '../../ui/game-thumbnail';
import { PlayIcon } from '../../ui/icons';
import classes from './game-card.module.css';

/** The width asked of the image host: a card is at most about 190 CSS px wide, drawn at 2x. */
const THUMBNAIL_WIDTH = 384;
/** Served by the web app itself, so it still shows when the image host is the thing failing. */

function GameThumbnail({ game }: { game: Game }) {
  const src = useImageSrc(game.thumbnail, THUMBNAIL_WIDTH);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const handleError = () => {
    // The placeholder failing too ends the attempts; the card keeps its plain panel.
    if (failed) setLoaded(true);
    else setFailed(true);
  };

  return (
    <span className={classes.media}>
      {!loaded && <Skeleton className={classes.mediaSkeleton} radius={0} />}
      {src && (
        <img
          className={classes.image}
          src={failed ? PLACEHOLDER_THUMBNAIL : src}
          alt=""
          width={300}
          height={400}
          loading="lazy"
          decoding="async"
          draggable={false}
          data-loaded={loaded || undefined}
          onLoad={() => setLoaded(true)}
          onError={handleError}
        />
      )}
      <span className={classes.play} aria-hidden="true">
        <PlayIcon size={22} />
      </span>
    </span>
  );
}

/**
 * A lobby tile: the game's portrait art, its name and provider, leading to its page.
 * The link is named by the game alone: the art is decorative and the provider line is
 * hidden from screen readers, so the name is the text a player sees first (and a voice
 * command saying it finds the link). The heart sits beside the link rather than inside
 * it, since a button inside a link is not allowed.
 */
export function GameCard({ game }: { game: Game }) {
  const { user } = useCurrentUser();
  return (
    <div className={classes.card}>
      <Link to={`/games/${game.slug}`} className={classes.link}>
        <GameThumbnail game={game} />
        <span className={classes.meta}>
          <span className={classes.name}>{game.name}</span>
          <span className={classes.provider} aria-hidden="true">
            {game.provider}
          </span>
        </span>
      </Link>
      {user && <FavoriteButton game={game} className={classes.favorite} />}
    </div>
  );
}

/** A card's shape while its list loads, so the page does not move when the games arrive. */
export function GameCardSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true">
      <Skeleton className={classes.media} radius="lg" />
      <span className={classes.meta}>
        <Skeleton height={12} width="70%" radius="sm" />
        <Skeleton height={10} width="45%" radius="sm" mt={6} />
      </span>
    </div>
  );
}
