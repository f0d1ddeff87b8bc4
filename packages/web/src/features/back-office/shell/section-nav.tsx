import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import type { BackOfficeSection } from '../sections';
import classes from './back-office-layout.module.css';

/** The sections the member of staff may open; the open one is marked for them and for screen readers. */
export function SectionNav({ sections }: { sections: readonly BackOfficeSection[] }) {
  return (
    <nav aria-label="Back office" className={classes.nav}>
      {sections.map(({ path, label, icon: Icon }) => (
        <NavLink
          key={path}
          component={RouterNavLink}
          to={path === '' ? '/admin' : `/admin/${path}`}
          end={path === ''}
          label={label}
          leftSection={<Icon size={18} />}
          className={classes.navLink}
        />
      ))}
    </nav>
  );
}
