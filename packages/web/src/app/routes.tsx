import { Route, Routes } from 'react-router';
import { GoogleReturnPage } from '../features/auth/google-return-page';
import { BetFeed } from '../features/bet-feed/bet-feed';
import { CompetitionsPage } from '../features/competitions/competitions-page';
import { CategoryPage } from '../features/games/category-page';
import { FavoriteGamesPage, RecentGamesPage } from '../features/games/player-games-page';
import { ProviderPage } from '../features/games/provider-page';
import { ProvidersPage } from '../features/games/providers-page';
import { GlobalPotPage } from '../features/jackpot/global-pot-page';
import { LegalPage } from '../features/legal/legal-page';
import { NotFoundPage } from '../features/placeholder/coming-soon-page';
import { GamePage } from '../features/play/game-page';
import { LoyaltyPage } from '../features/rewards/loyalty-page';
import { SettingsPage } from '../features/settings/settings-page';
import { StaffInboxPage } from '../features/support/staff-inbox-page';
import { useCrashProbe } from '../lib/site-config';
import { CrashProbe } from './crash-probe';
import { HomePage } from './home-page';
import { AppLayout } from './layout/app-layout';
import { SETTINGS_TAB_CONTENT } from './settings-tabs';

/**
 * The routes (docs/product.md#routes).
 * `/__crash` exists only on servers started with CRASH_PROBE=true (the browser tests').
 */
export function AppRoutes() {
  const crashProbe = useCrashProbe();
  return (
    <Routes>
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
        {/* Until the back office's layout takes it in (docs/live-support.md). */}
        <Route path="admin/support" element={<StaffInboxPage />} />
        <Route path="login/google" element={<GoogleReturnPage />} />
        {crashProbe && <Route path="__crash" element={<CrashProbe />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
