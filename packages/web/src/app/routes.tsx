import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { BetFeed } from '../features/bet-feed/bet-feed';
import { NotFoundPage } from '../features/placeholder/coming-soon-page';
import { lazyWithPreload, type Preloadable } from '../lib/lazy-with-preload';
import { useCrashProbe } from '../lib/site-config';
import { CrashProbe } from './crash-probe';
import { HomePage } from './home-page';
import { AppLayout } from './layout/app-layout';

/**
 * The home page comes with the first script; every other page is its own chunk, fetched
 * the first time it is opened or sooner when a link to it is hovered, focused or scrolled
 * near (`prefetchRoute`, docs/performance.md). The back office is one of them: players
 * never download the staff's screens.
 */
const BackOffice = lazyWithPreload(() =>
  import('../features/back-office/back-office').then((m) => m.default),
);
const GamePage = lazyWithPreload(() => import('../features/play/game-page').then((m) => m.GamePage));
const LoyaltyPage = lazyWithPreload(() =>
  import('../features/rewards/loyalty-page').then((m) => m.LoyaltyPage),
);
const CompetitionsPage = lazyWithPreload(() =>
  import('../features/competitions/competitions-page').then((m) => m.CompetitionsPage),
);
const GlobalPotPage = lazyWithPreload(() =>
  import('../features/jackpot/global-pot-page').then((m) => m.GlobalPotPage),
);
const ProofOfSolvencyPage = lazyWithPreload(() =>
  import('../features/solvency/proof-of-solvency-page').then((m) => m.ProofOfSolvencyPage),
);
const RecentGamesPage = lazyWithPreload(() =>
  import('../features/games/player-games-page').then((m) => m.RecentGamesPage),
);
const FavoriteGamesPage = lazyWithPreload(() =>
  import('../features/games/player-games-page').then((m) => m.FavoriteGamesPage),
);
const CategoryPage = lazyWithPreload(() =>
  import('../features/games/category-page').then((m) => m.CategoryPage),
);
const ProvidersPage = lazyWithPreload(() =>
  import('../features/games/providers-page').then((m) => m.ProvidersPage),
);
const ProviderPage = lazyWithPreload(() =>
  import('../features/games/provider-page').then((m) => m.ProviderPage),
);
const SettingsRoute = lazyWithPreload(() => import('./settings-tabs').then((m) => m.SettingsRoute));
const LegalPage = lazyWithPreload(() => import('../features/legal/legal-page').then((m) => m.LegalPage));
const HelpPage = lazyWithPreload(() => import('../features/help/help-page').then((m) => m.HelpPage));
const HelpArticlePage = lazyWithPreload(() =>
  import('../features/help/help-article-page').then((m) => m.HelpArticlePage),
);
const GoogleReturnPage = lazyWithPreload(() =>
  import('../features/auth/google-return-page').then((m) => m.GoogleReturnPage),
);

/** Each lazily fetched page under the casino's frame, by its path pattern. */
const CASINO_PAGES: ReadonlyArray<readonly [string, Preloadable<object>]> = [
  ['loyalty/*', LoyaltyPage],
  ['competitions/*', CompetitionsPage],
  ['global-jackpot', GlobalPotPage],
  ['proof-of-solvency', ProofOfSolvencyPage],
  ['games/recent', RecentGamesPage],
  ['games/favorite', FavoriteGamesPage],
  ['games/category/:category', CategoryPage],
  ['games/provider', ProvidersPage],
  ['games/provider/:provider', ProviderPage],
  ['settings', SettingsRoute],
  ['legal', LegalPage],
  ['help', HelpPage],
  ['help/:slug', HelpArticlePage],
  ['login/google', GoogleReturnPage],
];

/**
 * Fetches the code of the page at `pathname` ahead of a visit. The game page is matched
 * after the fixed `games/…` pages, as the router ranks them.
 */
export function prefetchRoute(pathname: string): void {
  if (matchPath('/admin/*', pathname)) void BackOffice.preload();
  const page = CASINO_PAGES.find(([pattern]) => matchPath(`/${pattern}`, pathname))?.[1];
  if (page) void page.preload();
  else if (matchPath('/games/:slug', pathname)) void GamePage.preload();
}

/**
 * The routes (docs/product.md#routes). The back office has its own frame, outside the casino's.
 * `/__crash` exists only on servers started with CRASH_PROBE=true (the browser tests').
 */
export function AppRoutes() {
  const crashProbe = useCrashProbe();
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={null}>
            <BackOffice />
          </Suspense>
        }
      />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {CASINO_PAGES.map(([pattern, Page]) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
        <Route path="games/:slug" element={<GamePage feed={<BetFeed />} />} />
        {crashProbe && <Route path="__crash" element={<CrashProbe />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
