import { ActionIcon, Group, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, SparklesIcon } from '../../ui/icons';
import classes from './home.module.css';
import { OriginalArt } from './original-art';
import { ORIGINALS } from './originals';

/** A scrollable row of the in-house games. Decorative for now: each tile leads to a placeholder page. */
export function OriginalsRow() {
  const rowRef = useRef<HTMLDivElement>(null);

  const handleScroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="originals-title" id="originals" className={classes.section}>
      <Group justify="space-between" mb="md">
        <Group gap={8}>
          <SparklesIcon className={classes.sectionIcon} />
          <Title order={2} id="originals-title" className={classes.sectionTitle}>
            Ante Originals
          </Title>
        </Group>
        <Group gap={6}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Scroll originals left"
            onClick={() => handleScroll(-1)}
          >
            <ChevronLeftIcon size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Scroll originals right"
            onClick={() => handleScroll(1)}
          >
            <ChevronRightIcon size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <div ref={rowRef} className={classes.row}>
        {ORIGINALS.map((game) => (
          <Link
            key={game.slug}
            to={`/games/${game.slug}`}
            className={classes.tile}
            style={{ backgroundImage: `linear-gradient(160deg, ${game.from}, ${game.to})` }}
          >
            <span className={classes.tileArt}>
              <OriginalArt slug={game.slug} />
            </span>
            <span className={classes.tileName}>{game.name}</span>
            <span className={classes.tileTag} aria-hidden="true">
              Ante Originals
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
