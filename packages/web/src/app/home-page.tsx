import type { GameCategory } from '@ante/core';
import { BetFeed } from '../features/bet-feed/bet-feed';
import { CategoryRow, LatestRow } from '../features/games/lobby-rows';
import { FeatureStrip } from '../features/home/feature-strip';
import { HeroBanner } from '../features/home/hero-banner';
import { BonusPrompt, useBonusPromptVisible } from '../features/rewards/bonus-prompt';
import { DepositPrompt } from '../features/wallet/deposit-prompt';
import { RenderWhenNear } from '../ui/render-when-near';

/** The lobby's rows after Originals and New releases; a category with no games is left out. */
const MORE_CATEGORIES: GameCategory[] = [
  'table-games',
  'blackjack',
  'roulette',
  'baccarat',
  'video-slots',
  'game-shows',
];

export function HomePage() {
  // The bonus prompt asks for a deposit too; one prompt at a time.
  const bonusPrompt = useBonusPromptVisible();
  return (
    <>
      {bonusPrompt ? <BonusPrompt /> : <DepositPrompt />}
      <HeroBanner />
      <CategoryRow category="originals" id="originals" />
      <LatestRow />
      {/* The rows past the first screen load and render as the player scrolls towards them. */}
      <RenderWhenNear>
        {MORE_CATEGORIES.map((category) => (
          <CategoryRow key={category} category={category} hideUntilFilled />
        ))}
      </RenderWhenNear>
      <BetFeed />
      <FeatureStrip />
    </>
  );
}
