import { Drawer } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { openSpotlight } from '../../features/search/spotlight-store';
import { useSupportDeepLink } from '../../features/support/use-support-deep-link';
import { DemoBanner } from '../../features/wallet/demo-notice';
import { useSetting } from '../../lib/client-settings';
import { useLayoutState } from '../../lib/layout-state';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { Logo } from '../../ui/logo';
import { PageLoading } from '../../ui/page-loading';
import { useIsMobile } from '../../ui/use-is-mobile';
import { ErrorBoundary } from '../error-boundary';
import classes from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { OverlayPanelSlot } from './overlay-panel';
import { Sidebar } from './sidebar';
import { useLayoutEscape } from './use-layout-escape';

/** The chat column, fetched the first time it is opened: most visits never open it. */
const ChatPanel = lazyWithPreload(() => import('./chat-panel').then((m) => m.ChatPanel));

/**
 * The frame (docs/product.md#layout): sidebar, centre column (sticky header, page, footer,
 * bottom panel), the chat column and the optional overlay panel at the right. At
 * 768px and below the sidebar becomes an off-canvas drawer, and the chat and the
 * overlay panel cover the page (under any dialog, which always comes on top).
 */
export function AppLayout() {
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useSetting('menuOpen');
  const {
    chatOpen,
    closeChat,
    overlayPanel,
    closeOverlayPanel,
    bottomPanel,
    setBottomPanel,
    mobileNavOpen,
    setMobileNavOpen,
  } = useLayoutState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useSupportDeepLink();
  useLayoutEscape({ overlay: overlayPanel ? closeOverlayPanel : null, chat: chatOpen ? closeChat : null });

  // A new page starts at its top, and the phone menu and the page's own panels get out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run on each path change.
  useEffect(() => {
    window.scrollTo(0, 0);
    setMobileNavOpen(false);
    closeOverlayPanel();
    setBottomPanel(null);
  }, [pathname, setMobileNavOpen, closeOverlayPanel, setBottomPanel]);

  return (
    <div className={classes.shell}>
      {/* The first stop of the Tab key: past the menu and the header, straight to the page.
          A link, as skip links are known to assistive technology; it moves the focus itself
          rather than changing the address, which the modal deep links read. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to a place on the page. */}
      <a
        href="#content"
        className={classes.skip}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        Skip to content
      </a>
      {isMobile ? (
        <Drawer
          opened={mobileNavOpen}
          onClose={() => setMobileNavOpen(false)}
          size={280}
          padding={0}
          title={<Logo height={22} />}
          classNames={{
            header: classes.drawerHeader,
            body: classes.drawerBody,
            content: classes.drawerContent,
          }}
        >
          <Sidebar
            collapsed={false}
            onNavigate={() => setMobileNavOpen(false)}
            onSearch={() => {
              setMobileNavOpen(false);
              openSpotlight();
            }}
          />
        </Drawer>
      ) : (
        <aside className={classes.sidebar} data-collapsed={!menuOpen || undefined}>
          <Sidebar collapsed={!menuOpen} onToggleCollapsed={() => setMenuOpen(!menuOpen)} />
        </aside>
      )}
      <div className={classes.main}>
        <Header />
        <DemoBanner />
        <main id="content" className={classes.content} tabIndex={-1}>
          {/* Outside the boundary that each path remounts, so that a page whose code is still
              coming keeps the previous page on screen (a transition) rather than a spinner. */}
          <Suspense fallback={<PageLoading />}>
            <ErrorBoundary key={pathname} onBackHome={() => navigate('/')}>
              <Outlet />
            </ErrorBoundary>
          </Suspense>
        </main>
        <Footer />
        {bottomPanel && (
          <section className={classes.bottomPanel} aria-label="Bottom panel">
            {bottomPanel}
          </section>
        )}
      </div>
      {chatOpen && (
        <div className={classes.chat} data-chat-column>
          <Suspense fallback={null}>
            <ChatPanel />
          </Suspense>
        </div>
      )}
      <OverlayPanelSlot />
    </div>
  );
}
