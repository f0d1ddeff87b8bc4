import {
  formatMultiplier as formatFixed,
  type Round,
  type TakeTheCrownView,
  TOWER_DIFFICULTIES,
  TOWER_FLOORS,
  type TowerDifficulty,
  takeTheCrownResultSchema,
  towerMultiplier,
} from '@ante/core';

/** The catalogue's (and the server's) slug; the page lives at /games/takethecrown. */
export const CROWN_SLUG = 'takethecrown';

export const DIFFICULTIES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

export const DIFFICULTY_LABELS: Record<TowerDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  master: 'Master',
};

/** The round's view when it is a take the crown round; a result that does not read as one draws the empty tower. */
export function crownView(round: Round | null): TakeTheCrownView | null {
  return round?.game === CROWN_SLUG ? (takeTheCrownResultSchema.safeParse(round.result).data ?? null) : null;
}

/** What each floor pays once cleared, bottom first: index 0 is floor 1 ("1.32"). */
export function floorMultipliers(difficulty: TowerDifficulty): string[] {
  return Array.from({ length: TOWER_FLOORS }, (_, floor) =>
    formatFixed(towerMultiplier(difficulty, floor + 1)),
  );
}

/**
 * A floor's multiplier short enough for the tower's narrow labels, at most seven
 * characters and always truncated: "13.17×", "253.4×", "2.16K×", "259.5K×".
 */
export function compactMultiplier(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  const wholeDigits = digits.length - fraction.padEnd(2, '0').length;
  const cut = (integerDigits: number, decimals: number, suffix: string) =>
    `${digits.slice(0, integerDigits) || '0'}.${digits.slice(integerDigits, integerDigits + decimals)}${suffix}×`;
  if (wholeDigits <= 2) return cut(wholeDigits, 2, '');
  if (wholeDigits === 3) return cut(3, 1, '');
  if (wholeDigits <= 5) return cut(wholeDigits - 3, 2, 'K');
  return cut(wholeDigits - 3, 1, 'K');
}

export type TileFace = 'hidden' | 'safe' | 'trap' | 'safeDim' | 'trapDim';
export type FloorState = 'future' | 'current' | 'cleared' | 'trapped';

export interface TowerFloor {
  /** 0-based, bottom first. */
  index: number;
  state: FloorState;
  faces: TileFace[];
  /** The tile the player picked on this floor, if any. */
  pick: number | null;
}

/** The floor being played (0-based): the number of floors cleared, 9 once crowned. */
export function currentFloor(view: TakeTheCrownView | null): number {
  return view?.floorsCleared ?? 0;
}

/**
 * Every floor of the tower as the player sees it: picked safe tiles, the trap that
 * ended the round, and once the round is over the traps the server revealed (dimmed).
 * `view` null draws an empty tower of `difficulty`.
 */
export function towerFloors(view: TakeTheCrownView | null, difficulty: TowerDifficulty): TowerFloor[] {
  const tiles = view?.tiles ?? TOWER_DIFFICULTIES[difficulty].tiles;
  const picks = view?.picks ?? [];
  const trapped = view?.status === 'trapped';
  const playing = view?.status === 'playing';
  const cleared = currentFloor(view);
  return Array.from({ length: TOWER_FLOORS }, (_, index): TowerFloor => {
    const pick = picks[index] ?? null;
    const hit = trapped && index === picks.length - 1;
    const traps = view?.traps?.[index] ?? null;
    const faces = Array.from({ length: tiles }, (_, tile): TileFace => {
      if (tile === pick) return hit ? 'trap' : 'safe';
      if (!traps) return 'hidden';
      return traps.includes(tile) ? 'trapDim' : 'safeDim';
    });
    let state: FloorState = 'future';
    if (hit) state = 'trapped';
    else if (index < cleared) state = 'cleared';
    else if (playing && index === cleared) state = 'current';
    return { index, state, faces, pick };
  });
}

/** A tile of the current floor for "Pick random tile" and the W key; `random` is injectable for tests. */
export function randomTile(view: TakeTheCrownView, random: () => number = Math.random): number | null {
  if (view.status !== 'playing') return null;
  return Math.min(view.tiles - 1, Math.floor(random() * view.tiles));
}

/** Whether an open round may be cashed out: at least one floor climbed and no trap hit. */
export function canCashoutView(view: TakeTheCrownView | null): boolean {
  return view?.status === 'playing' && view.floorsCleared > 0;
}
