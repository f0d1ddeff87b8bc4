import { useState } from 'react';
import { Link } from 'react-router';
import { gameNameFromSlug } from '../../lib/game-name';
import { useGame } from '../../lib/games/games-api';
import { useImageSrc } from '../../lib/site-config';
import { PLACEHOLDER_THUMBNAIL } from '../../ui/game-thumbnail';
import { ChevronRightIcon } from '../../ui/icons';
import { closeModal } from '../../ui/modal-stack';
import classes from './quickview.module.css';

/** Pixels on screen; the image host is asked for twice that. */
const THUMBNAIL_PX = 44;

/** The game the player has played most, from the catalogue, leading to its page. */
export function FavoriteGame({ slug }: { slug: string }) {
  const game = useGame(slug);
  const name = game.data?.name ?? gameNameFromSlug(slug);
  const src = useImageSrc(game.data?.thumbnail || PLACEHOLDER_THUMBNAIL, THUMBNAIL_PX * 2);
  const [failed, setFailed] = useState(false);
  return (
    <Link to={`/games/${slug}`} className={classes.favorite} onClick={() => closeModal('quickview')}>
      {src && (
        <img
          className={classes.favoriteThumb}
          src={failed ? PLACEHOLDER_THUMBNAIL : src}
          alt=""
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          onError={() => setFailed(true)}
        />
      )}
      <span className={classes.favoriteText}>
        <span className={classes.favoriteLabel}>Favourite game</span>
        <span className={classes.favoriteName}>{name}</span>
      </span>
      <ChevronRightIcon size={18} className={classes.favoriteChevron} />
    </Link>
  );
}
