import type { Round } from '@ante/core';
import type { ComponentType, CSSProperties } from 'react';

/**
 * How an in-play page (`/games/{slug}`) is put together. The shell
 * (`game-page.tsx`) owns everything shared: loading the catalogue entry, the bet
 * panel (amount in the selected currency with ½, 2x and max and its fiat value; manual
 * and auto modes for single-step games), placing the bet, the balance update, the
 * live stats, hotkeys, sounds, the description/rules/RTP and the bet feeds below.
 * Each game contributes one `GameUi` (registered in `games/index.ts`): its parameter
 * controls, its board and, for multi-step games, the in-round actions. What the
 * Fairness window and the bet slip show of a game is fairness's
 * (`fairness/games/<slug>`).
 *
 * Rules for every board: animate the outcome the SERVER returned (never draw an outcome
 * locally), finish within `durationMs(speed)` and then call `onSettled` so the shell
 * can show the result and start the next auto bet; write every stylesheet duration of
 * an outcome animation as `calc(Nms * var(--speed, 1))` (see `speedStyle`), so that it
 * shortens with the timers in code; respect `prefers-reduced-motion`;
 * play sounds through `useGameSound()` (sound.ts). Changes to these types must be
 * additive: several people build games against them at the same time.
 */
export type Speed = 'normal' | 'fast';

/** What every board and control gets about the player's state. */
export interface PlayContext {
  /** A request is in flight or an animation is running: controls must not change the bet. */
  busy: boolean;
  speed: Speed;
  /** Selected currency code (e.g. 'BTC') and the bet amount as a decimal string. */
  currency: string;
  amount: string;
}

export interface ParamsProps<P> extends PlayContext {
  value: P;
  onChange(next: P): void;
}

export interface SingleStepBoardProps<P> extends PlayContext {
  params: P;
  onParamsChange(next: P): void;
  /** The round the server just settled (null before the first bet); its `result` and `multiplier` drive the animation. */
  round: Round | null;
  /** Call once the round's animation has finished (immediately when there is no animation). */
  onSettled(): void;
}

export interface SingleStepGameUi<P> {
  kind: 'single';
  slug: string;
  defaultParams: P;
  /** Parameter controls shown in the bet panel under the amount (may be null when the board holds them all). */
  Params: ComponentType<ParamsProps<P>> | null;
  Board: ComponentType<SingleStepBoardProps<P>>;
  /**
   * Roulette and baccarat carry their stakes in the params (chips): the shell then
   * sends this total as the bet amount and hides its own amount input's value, showing
   * the total instead. Return null when nothing is staked yet.
   */
  stakeOf?(params: P): string | null;
  /** Rules text shown below the game (plain paragraphs). */
  rules: string[];
  /** Optional game-specific hotkeys (W and E); the shell lists them in its hotkeys panel. */
  hotkeys?: GameHotkeys<SingleStepHotkeyContext<P>>;
}

export interface MultiStepBoardProps<P> extends PlayContext {
  params: P;
  onParamsChange(next: P): void;
  /** The open round (status 'active', result = the player's view of the state) or the last finished one, or null. */
  round: Round | null;
  /** Sends `POST /api/play/{slug}/next {roundId, ...action}`; the shell updates `round` from the answer. */
  act(action: Record<string, unknown>): void;
  onSettled(): void;
}

export interface RoundActionsProps extends PlayContext {
  round: Round;
  act(action: Record<string, unknown>): void;
  cashout(): void;
  /** Whether cashing out is allowed now (the shell asks the board's game via `canCashout`). */
  canCashout: boolean;
}

export interface MultiStepGameUi<P> {
  kind: 'multi';
  slug: string;
  defaultParams: P;
  Params: ComponentType<ParamsProps<P>> | null;
  Board: ComponentType<MultiStepBoardProps<P>>;
  /** In-round buttons shown in the bet panel instead of the bet button while a round is open (hit/stand, higher/lower...). Null: the board holds the actions; the shell shows Cash out. */
  Actions: ComponentType<RoundActionsProps> | null;
  /** Whether the open round can be cashed out now (e.g. mines: after one reveal). Blackjack: never (it settles by itself). */
  canCashout(round: Round): boolean;
  rules: string[];
  /** Optional game-specific hotkeys (W and E); the shell lists them in its hotkeys panel. */
  hotkeys?: GameHotkeys<MultiStepHotkeyContext<P>>;
}

/** The keys a game may claim for itself; the shell owns Space, S, A, D and Q. */
export type GameHotkeyKey = 'w' | 'e';

export interface GameHotkey<C> {
  /** What the key does, as the hotkeys panel lists it ("Flip over/under"). */
  label: string;
  /** Called on the key press, only when hotkeys are on and nothing else has the keyboard. */
  run(context: C): void;
}

export type GameHotkeys<C> = Partial<Record<GameHotkeyKey, GameHotkey<C>>>;

export interface SingleStepHotkeyContext<P> extends PlayContext {
  params: P;
  setParams(next: P): void;
}

export interface MultiStepHotkeyContext<P> extends SingleStepHotkeyContext<P> {
  /** The open round, or null between rounds. */
  round: Round | null;
  act(action: Record<string, unknown>): void;
  cashout(): void;
  canCashout: boolean;
}

export type GameUi<P = any> = SingleStepGameUi<P> | MultiStepGameUi<P>;

/** The share of its normal duration an animation takes at a speed: fast plays three times as fast. */
export function speedFactor(speed: Speed): number {
  return speed === 'fast' ? 1 / 3 : 1;
}

/** How long a board's outcome animation should take at a speed. */
export function durationMs(speed: Speed, normalMs: number): number {
  return Math.round(normalMs * speedFactor(speed));
}

/**
 * The style that carries the speed to the boards' stylesheets as `--speed`. The shell
 * sets it once around the bet panel and the board, and every outcome animation writes
 * its duration as `calc(420ms * var(--speed, 1))`: the stylesheet keeps its own numbers,
 * and a fast round's animations end within the settle time its timers were given by
 * `durationMs`, instead of running on after it.
 */
export function speedStyle(speed: Speed): CSSProperties {
  return { '--speed': String(speedFactor(speed)) } as CSSProperties;
}
