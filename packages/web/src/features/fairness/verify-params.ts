import type {
  BaccaratParams,
  DiceCondition,
  KenoRisk,
  PlinkoRisk,
  RouletteChip,
  TowerDifficulty,
  WheelRisk,
} from '@ante/core';
import type { FairnessGame } from './fairness-games';

/**
 * The Verify tab's parameter inputs for every game at once, as typed (strings), so
 * switching games keeps what was entered for each. Roulette chips and baccarat
 * stakes have no inputs: they only arrive from a round, and only set the multiplier.
 */
export interface ParamsForm {
  diceCondition: DiceCondition;
  diceTarget: string;
  limboTarget: string;
  plinkoRows: string;
  plinkoRisk: PlinkoRisk;
  kenoPicks: string;
  kenoRisk: KenoRisk;
  mines: string;
  wheelSegments: string;
  wheelRisk: WheelRisk;
  difficulty: TowerDifficulty;
  rouletteChips: RouletteChip[] | null;
  baccaratStakes: BaccaratParams | null;
}

export const DEFAULT_PARAMS_FORM: ParamsForm = {
  diceCondition: 'over',
  diceTarget: '50.50',
  limboTarget: '2.00',
  plinkoRows: '16',
  plinkoRisk: 'medium',
  kenoPicks: '',
  kenoRisk: 'classic',
  mines: '3',
  wheelSegments: '10',
  wheelRisk: 'medium',
  difficulty: 'medium',
  rouletteChips: null,
  baccaratStakes: null,
};

/** "12.5" -> 12.5; anything that is not a plain decimal becomes NaN, which the game's schema reports by name. */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** "3, 17 22" -> [3, 17, 22]: commas, spaces or both separate the numbers. */
export function parsePicks(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(toNumber);
}

/** The raw params a game's `paramsSchema` checks, built from the form (the schema has the final say). */
export function paramsFromForm(game: FairnessGame, form: ParamsForm): unknown {
  switch (game) {
    case 'dice':
      return { condition: form.diceCondition, target: toNumber(form.diceTarget) };
    case 'limbo':
      return { target: toNumber(form.limboTarget) };
    case 'plinko':
      return { rows: toNumber(form.plinkoRows), risk: form.plinkoRisk };
    case 'keno':
      return { picks: parsePicks(form.kenoPicks), risk: form.kenoRisk };
    case 'mines':
      return { mines: toNumber(form.mines) };
    case 'wheel':
      return { segments: toNumber(form.wheelSegments), risk: form.wheelRisk };
    case 'takethecrown':
      return { difficulty: form.difficulty };
    case 'roulette':
      return form.rouletteChips ? { chips: form.rouletteChips } : {};
    case 'baccarat':
      return form.baccaratStakes ?? {};
    case 'blackjack':
    case 'topdollar':
      return {};
  }
}

type Loose = Record<string, unknown>;

const text = (value: unknown, fallback: string) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : fallback;

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function asChips(value: unknown): RouletteChip[] | null {
  if (!Array.isArray(value)) return null;
  const chips = value.filter(
    (chip): chip is RouletteChip =>
      typeof chip === 'object' &&
      chip !== null &&
      typeof (chip as Loose).bet === 'string' &&
      typeof (chip as Loose).amount === 'string',
  );
  return chips.length > 0 ? chips : null;
}

function asStakes(params: Loose): BaccaratParams | null {
  const spot = (value: unknown) => (typeof value === 'string' ? value : '0');
  if (!['player', 'banker', 'tie'].some((key) => typeof params[key] === 'string')) return null;
  return { player: spot(params.player), banker: spot(params.banker), tie: spot(params.tie) };
}

/**
 * Fills the form from a round's params (a bet slip's Verify button, a shared link),
 * leaving every other game's inputs as they were. Unreadable values keep the
 * current input, so a hand-edited link never breaks the tab.
 */
export function formWithParams(game: FairnessGame, params: unknown, form: ParamsForm): ParamsForm {
  const p: Loose = typeof params === 'object' && params !== null ? (params as Loose) : {};
  switch (game) {
    case 'dice':
      return {
        ...form,
        diceCondition: oneOf(p.condition, ['over', 'under'], form.diceCondition),
        diceTarget: text(p.target, form.diceTarget),
      };
    case 'limbo':
      return { ...form, limboTarget: text(p.target, form.limboTarget) };
    case 'plinko':
      return {
        ...form,
        plinkoRows: text(p.rows, form.plinkoRows),
        plinkoRisk: oneOf(p.risk, ['low', 'medium', 'high'], form.plinkoRisk),
      };
    case 'keno':
      return {
        ...form,
        kenoPicks: Array.isArray(p.picks) ? p.picks.map((pick) => text(pick, '')).join(', ') : form.kenoPicks,
        kenoRisk: oneOf(p.risk, ['classic', 'low', 'medium', 'high'], form.kenoRisk),
      };
    case 'mines':
      return { ...form, mines: text(p.mines, form.mines) };
    case 'wheel':
      return {
        ...form,
        wheelSegments: text(p.segments, form.wheelSegments),
        wheelRisk: oneOf(p.risk, ['low', 'medium', 'high'], form.wheelRisk),
      };
    case 'takethecrown':
      return {
        ...form,
        difficulty: oneOf(p.difficulty, ['easy', 'medium', 'hard', 'expert', 'master'], form.difficulty),
      };
    case 'roulette':
      return { ...form, rouletteChips: asChips(p.chips) };
    case 'baccarat':
      return { ...form, baccaratStakes: asStakes(p) };
    case 'blackjack':
    case 'topdollar':
      return form;
  }
}
