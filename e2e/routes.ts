/** Every route of the casino that a browser test walks: each game, category, provider and settings tab. */
export const GAMES = [
  'dice',
  'mines',
  'plinko',
  'limbo',
  'blackjack',
  'roulette',
  'keno',
  'wheel',
  'baccarat',
  'topdollar',
  'takethecrown',
];
export const CATEGORIES = [
  'originals',
  'video-slots',
  'table-games',
  'game-shows',
  'blackjack',
  'roulette',
  'baccarat',
];
export const SETTINGS_TABS = ['security', 'verify', 'affiliate', 'transactions', 'offers'];
export const ROUTES = [
  '/',
  ...GAMES.map((slug) => `/games/${slug}`),
  ...CATEGORIES.map((category) => `/games/category/${category}`),
  '/games/provider',
  '/games/provider/ante-originals',
  '/games/provider/ante-studio',
  '/games/forge-of-fortune',
  '/games/recent',
  '/games/favorite',
  '/loyalty',
  '/competitions',
  '/global-jackpot',
  '/proof-of-solvency',
  ...SETTINGS_TABS.map((tab) => `/settings?tab=${tab}`),
  '/legal',
  '/no-such-page',
];
