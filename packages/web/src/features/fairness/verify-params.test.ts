import { ORIGINAL_GAMES } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { parsePicks } from './games/keno/keno-verify';
import { DEFAULT_PARAMS_FORM, formWithParams, inputsOf, paramsFromForm, withInputs } from './verify-params';

describe('paramsFromForm', () => {
  it('turns typed text into the params each game takes', () => {
    const form = [
      ['dice', { condition: 'over', target: '30.25' }],
      ['keno', { picks: '3, 17 22,', risk: 'classic' }],
      ['wheel', { segments: '30', risk: 'medium' }],
    ].reduce((next, [game, inputs]) => withInputs(game as string, inputs, next), DEFAULT_PARAMS_FORM);
    expect(paramsFromForm('dice', form)).toEqual({ condition: 'over', target: 30.25 });
    expect(paramsFromForm('keno', form)).toEqual({ picks: [3, 17, 22], risk: 'classic' });
    expect(paramsFromForm('wheel', form)).toEqual({ segments: 30, risk: 'medium' });
    expect(paramsFromForm('blackjack', form)).toEqual({});
    expect(paramsFromForm('roulette', form)).toEqual({});
  });

  it('leaves text that is not a number as NaN for the game schema to report', () => {
    expect(parsePicks('4, x')).toEqual([4, Number.NaN]);
    expect(paramsFromForm('mines', withInputs('mines', { mines: '-2' }, DEFAULT_PARAMS_FORM))).toEqual({
      mines: Number.NaN,
    });
  });
});

describe('formWithParams', () => {
  it("round-trips every setting of every game, as the game's schema reads it", () => {
    for (const game of ORIGINAL_GAMES) {
      for (const setting of game.settings) {
        const form = formWithParams(game.slug, setting, DEFAULT_PARAMS_FORM);
        expect(game.paramsSchema.parse(paramsFromForm(game.slug, form))).toEqual(
          game.paramsSchema.parse(setting),
        );
      }
    }
  });

  it("round-trips a round's params", () => {
    const rounds = {
      dice: { condition: 'under', target: 12.5 },
      keno: { picks: [1, 40], risk: 'low' },
      roulette: { chips: [{ bet: 'red', amount: '1' }] },
      baccarat: { player: '1', banker: '0', tie: '0.5' },
      takethecrown: { difficulty: 'expert' },
    };
    for (const [game, params] of Object.entries(rounds)) {
      expect(paramsFromForm(game, formWithParams(game, params, DEFAULT_PARAMS_FORM))).toEqual(params);
    }
  });

  it("keeps the current inputs when a link carries nonsense, and every other game's", () => {
    const typed = withInputs('dice', { condition: 'under', target: '7' }, DEFAULT_PARAMS_FORM);
    const form = formWithParams('plinko', { rows: { x: 1 }, risk: 'extreme' }, typed);
    expect(inputsOf('plinko', form)).toEqual(inputsOf('plinko', DEFAULT_PARAMS_FORM));
    expect(inputsOf('dice', form)).toEqual({ condition: 'under', target: '7' });
    expect(inputsOf('roulette', formWithParams('roulette', { chips: 'red' }, DEFAULT_PARAMS_FORM))).toEqual({
      chips: null,
    });
  });
});
