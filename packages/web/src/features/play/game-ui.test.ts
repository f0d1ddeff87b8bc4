import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durationMs, type Speed, speedStyle } from './game-ui';

/** What a stylesheet computes for `calc(normalMs * var(--speed, 1))` under `speedStyle(speed)`. */
function cssDurationMs(speed: Speed, normalMs: number): number {
  const factor = Number((speedStyle(speed) as Record<string, string>)['--speed']);
  return normalMs * factor;
}

describe('speed scaling', () => {
  it('leaves normal speed alone and plays fast in a third of the time', () => {
    expect(durationMs('normal', 420)).toBe(420);
    expect(durationMs('fast', 420)).toBe(140);
    expect(durationMs('fast', 260)).toBe(87);
  });

  it('gives stylesheets the same durations as the timers in code', () => {
    for (const speed of ['normal', 'fast'] as const) {
      for (const normalMs of [60, 140, 260, 420, 520, 900, 2500]) {
        expect(Math.abs(cssDurationMs(speed, normalMs) - durationMs(speed, normalMs))).toBeLessThanOrEqual(
          0.5,
        );
      }
    }
  });
});

/**
 * Every board stylesheet, the one the multi-step games share, and the shell's parts that
 * animate a result (the last bet, the result history), by path. Read from disk: Vitest hands CSS imports to tests empty,
 * and these rules are about the text anyway.
 */
const playFolder = new URL('./', import.meta.url);
const stylesheetPaths = [
  ...['games/', 'multi-step/'].flatMap((folder) =>
    readdirSync(new URL(folder, playFolder), { recursive: true, encoding: 'utf8' }).map(
      (path) => `${folder}${path}`,
    ),
  ),
  'bet-panel.module.css',
  'result-history.module.css',
].filter((path) => path.endsWith('.module.css'));
const stylesheets: Record<string, string> = Object.fromEntries(
  stylesheetPaths.map((path) => [path, readFileSync(new URL(path, playFolder), 'utf8')]),
);

/** The items of every `animation` declaration (`a 1s, b 2s` is two), with the file they are in. */
function animationItems(): { path: string; item: string }[] {
  const items: { path: string; item: string }[] = [];
  for (const [path, css] of Object.entries(stylesheets)) {
    for (const match of css.matchAll(/\banimation:([^;{}]*);/g)) {
      // Commas inside calc() or cubic-bezier() do not separate animations.
      for (const item of (match[1] ?? '').split(/,(?![^(]*\))/)) items.push({ path, item: item.trim() });
    }
  }
  return items;
}

/**
 * The durations a stylesheet hands to an animation written elsewhere, through a custom
 * property (`--dim-reveal-ms` for the shared tiles' fade): they must scale the same way.
 */
function durationProperties(): { path: string; item: string }[] {
  const items: { path: string; item: string }[] = [];
  for (const [path, css] of Object.entries(stylesheets)) {
    for (const match of css.matchAll(/(--[\w-]+-ms):([^;{}]*);/g)) {
      items.push({ path, item: `${match[1]}: ${(match[2] ?? '').trim()}` });
    }
  }
  return items;
}

/** What the speed rules below check: every animation, and every duration handed to one. */
function timedItems(): { path: string; item: string }[] {
  return [...animationItems(), ...durationProperties()];
}

describe('board stylesheets', () => {
  it('are found', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(stylesheets)).toContain('multi-step/multi-step.module.css');
  });

  it('scale every outcome animation with the speed (endless ambient loops aside)', () => {
    const fixed = timedItems().filter(({ item }) => {
      if (item === 'none' || /\binfinite\b/.test(item)) return false;
      // A time written as a bare literal, not inside calc(... var(--speed ...)) nor a var().
      const outsideCalc = item.replace(/calc\((?:[^()]|\([^()]*\))*\)/g, '').replace(/var\([^)]*\)/g, '');
      return /(^|\s)\d+(\.\d+)?m?s\b/.test(outsideCalc);
    });
    expect(fixed).toEqual([]);
  });

  it('scale with --speed wherever a literal time is wrapped in calc()', () => {
    const unscaled = timedItems().filter(({ item }) =>
      [...item.matchAll(/calc\(((?:[^()]|\([^()]*\))*)\)/g)].some(
        ([, inner]) => /\d+(\.\d+)?m?s\b/.test(inner ?? '') && !inner?.includes('var(--speed'),
      ),
    );
    expect(unscaled).toEqual([]);
  });
});
