/** The eleven in-house games of spec section 1, in lobby order, with their tile colours. */
export const ORIGINALS = [
  { slug: 'dice', name: 'Dice', from: '#00b4ff', to: '#0042ff' },
  { slug: 'limbo', name: 'Limbo', from: '#ff9f1c', to: '#ff3d00' },
  { slug: 'plinko', name: 'Plinko', from: '#ff4fd8', to: '#8a2be2' },
  { slug: 'mines', name: 'Mines', from: '#00e701', to: '#00894a' },
  { slug: 'keno', name: 'Keno', from: '#7c5cff', to: '#3a1fb8' },
  { slug: 'wheel', name: 'Wheel', from: '#ffd400', to: '#ff8a00' },
  { slug: 'roulette', name: 'Roulette', from: '#ff4d4d', to: '#a10d2b' },
  { slug: 'blackjack', name: 'Blackjack', from: '#1fd1a5', to: '#0b6e6e' },
  { slug: 'baccarat', name: 'Baccarat', from: '#4d7cff', to: '#1b2f8f' },
  { slug: 'topdollar', name: 'Top Dollar', from: '#5be37d', to: '#157a3c' },
  { slug: 'takethecrown', name: 'Take the Crown', from: '#ffcf5c', to: '#b86b00' },
] as const;

export type OriginalSlug = (typeof ORIGINALS)[number]['slug'];
