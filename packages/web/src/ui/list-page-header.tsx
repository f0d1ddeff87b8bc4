import { ThemeIcon } from '@mantine/core';
import type { IconComponent } from './icons';
import classes from './list-page-header.module.css';

type ListPageHeaderProps = {
  icon: IconComponent;
  title: string;
  /** Shown beside the title once known, such as "11 games". */
  count?: string;
};

/** A list page's title: the page's only level-one heading. */
export function ListPageHeader({ icon: Icon, title, count }: ListPageHeaderProps) {
  return (
    <header className={classes.header}>
      <ThemeIcon size={44} radius="md" variant="light" className={classes.headerIcon}>
        <Icon size={22} />
      </ThemeIcon>
      <h1 className={classes.title}>{title}</h1>
      {count && <span className={classes.count}>{count}</span>}
    </header>
  );
}
