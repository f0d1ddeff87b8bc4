import type { StaffMe } from '@ante/core';
import { ActionIcon, Badge, Drawer, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MenuIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/logo';
import { useIsMobile } from '../../../ui/use-is-mobile';
import type { BackOfficeSection } from '../sections';
import { ArrowLeftIcon } from './back-office-icons';
import classes from './back-office-layout.module.css';
import { SectionNav } from './section-nav';

/**
 * The back office's frame, apart from the casino's: the sections at the left (a drawer
 * at phone widths), a bar with who is signed in and the way back to the casino, and
 * the open section, loaded on first visit.
 */
export function BackOfficeLayout({ me, sections }: { me: StaffMe; sections: readonly BackOfficeSection[] }) {
  const isMobile = useIsMobile();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();

  // A new section starts at its top, with the phone's menu out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run on each path change.
  useEffect(() => {
    window.scrollTo(0, 0);
    setNavOpen(false);
  }, [pathname]);

  return (
    <div className={classes.shell}>
      {isMobile ? (
        <Drawer
          opened={navOpen}
          onClose={() => setNavOpen(false)}
          size={272}
          padding={0}
          title="Back office"
          classNames={{ content: classes.drawerContent, header: classes.drawerHeader }}
        >
          <SectionNav sections={sections} />
        </Drawer>
      ) : (
        <aside className={classes.sidebar}>
          <Link to="/admin" className={classes.brand} aria-label="Back office home">
            <Logo height={22} />
            <Text span size="xs" fw={700} c="dimmed" tt="uppercase">
              Back office
            </Text>
          </Link>
          <SectionNav sections={sections} />
        </aside>
      )}
      <div className={classes.main}>
        <header className={classes.bar}>
          {isMobile && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Open the back office menu"
              onClick={() => setNavOpen(true)}
            >
              <MenuIcon />
            </ActionIcon>
          )}
          <div className={classes.who}>
            <Text span fw={700} c="white" truncate>
              {me.username}
            </Text>
            <Badge variant="light" size="sm" className={classes.role}>
              {me.role}
            </Badge>
          </div>
          <Link to="/" className={classes.back} aria-label="Back to the casino">
            <ArrowLeftIcon size={16} />
            <span>Casino</span>
          </Link>
        </header>
        <main className={classes.content}>
          <Suspense
            fallback={
              <Stack align="center" py={80}>
                <Loader aria-label="Loading the section" />
              </Stack>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
