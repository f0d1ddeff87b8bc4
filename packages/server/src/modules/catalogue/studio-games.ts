import { STUDIO_PROVIDER_ID, STUDIO_PROVIDER_NAME } from '../providers/providers-file';
import type { CatalogueEntry } from './originals';

/**
 * Ante Studio's games, in every catalogue from the first start: served through the
 * provider protocol by the built-in studio, like any provider's. Their RTP and
 * largest win are the figures the studio publishes, worked out exactly from each
 * game's document (docs/studio-slot.md); studio-games.test.ts holds them equal.
 */
export function builtInStudioGames(betMaxUsd: string): CatalogueEntry[] {
  return [
    {
      slug: 'forge-of-fortune',
      name: 'Forge of Fortune',
      categories: ['video-slots'],
      provider: STUDIO_PROVIDER_NAME,
      thumbnail: '/img/games/forge-of-fortune.svg',
      tags: ['slots', 'free spins', 'provably fair', 'medium volatility'],
      description:
        'A 5x3 video slot with 20 paylines, forged in dragon fire. The Forge Dragon wild stands in for every symbol but the Molten Rune; three or more runes anywhere pay and light 10 free spins at x3, which runes light again. Medium volatility, a win on 41.66% of spins, up to 6,862.1x the bet. Every spin is provably fair with your own seed pair.',
      rtp: '96.00',
      minBetUsd: '0',
      maxBetUsd: betMaxUsd,
      enabled: true,
      original: false,
      releasedAt: '2026-12-02',
      popularity: 90,
      providerId: STUDIO_PROVIDER_ID,
      maxMultiplier: '6862.1',
    },
    {
      slug: 'forge-wheel',
      name: 'Forge Wheel',
      categories: ['game-shows'],
      provider: STUDIO_PROVIDER_NAME,
      thumbnail: '/img/games/forge-wheel.svg',
      tags: ['game show', 'live', 'money wheel', 'provably fair'],
      description:
        'The forge’s great wheel turns for the whole casino about twice a minute. Stake on 1, 2, 5 or 10, or on the Ember Pick and Dragon Wheel bonus rounds; before each spin the forge hammer may boost one spot up to 50x. Every spot returns between 96.12% and 96.48%, worked out exactly, and every round’s seed comes from a hash chain published in advance, so anyone can recompute it.',
      // The best spot's return: the casino's share of every stake (rewards, the pot) is
      // worked out from the smallest edge any spot of the show has.
      rtp: '96.48',
      minBetUsd: '0',
      maxBetUsd: betMaxUsd,
      enabled: true,
      original: false,
      releasedAt: '2026-12-02',
      popularity: 95,
      providerId: STUDIO_PROVIDER_ID,
      maxMultiplier: '12500',
    },
  ];
}
