import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { GoogleReturnPage } from '../features/auth/google-return-page';
import { BetFeed } from '../features/bet-feed/bet-feed';
import { CompetitionsPage } from '../features/competitions/competitions-page';
import { CategoryPage } from '../features/games/category-page';
import { FavoriteGamesPage, RecentGamesPage } from '../features/games/player-games-page';
import { ProviderPage } from '../features/games/provider-page';
import { ProvidersPage } from '../features/games/providers-page';
import { HelpArticlePage } from '../features/help/help-article-page';
import { HelpPage } from '../features/help/help-page';
import { GlobalPotPage } from '../features/jackpot/global-pot-page';
import { LegalPage } from '../features/legal/legal-page';
import { NotFoundPage } from '../features/placeholder/coming-soon-page';
import { GamePage } from '../features/play/game-page';
import { LoyaltyPage } from '../features/rewards/loyalty-page';
import { SettingsPage } from '../features/settings/settings-page';
import { useCrashProbe } from '../lib/site-config';
import { CrashProbe } from './crash-probe';
import { HomePage } from './home-page';
import { AppLayout } from './layout/app-layout';
import { SETTINGS_TAB_CONTENT } from './settings-tabs';

/**
 * The back office (docs/back-office.md), fetched only when an address under /admin is
 * opened: players never download the staff's screens.
 */
const BackOffice = lazy(() => import('../features/back-office/back-office'));

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
        <Route path="loyalty/*" element={<LoyaltyPage />} />
        <Route path="competitions/*" element={<CompetitionsPage />} />
        <Route path="global-jackpot" element={<GlobalPotPage />} />
        <Route path="games/recent" element={<RecentGamesPage />} />
        <Route path="games/favorite" element={<FavoriteGamesPage />} />
        <Route path="games/category/:category" element={<CategoryPage />} />
        <Route path="games/provider" element={<ProvidersPage />} />
        <Route path="games/provider/:provider" element={<ProviderPage />} />
        <Route path="games/:slug" element={<GamePage feed={<BetFeed />} />} />
        <Route path="settings" element={<SettingsPage tabs={SETTINGS_TAB_CONTENT} />} />
        <Route path="legal" element={<LegalPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="help/:slug" element={<HelpArticlePage />} />
        <Route path="login/google" element={<GoogleReturnPage />} />
        {crashProbe && <Route path="__crash" element={<CrashProbe />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
