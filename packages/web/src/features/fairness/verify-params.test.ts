import { describe, expect, it } from 'vitest';
import { FAIRNESS_GAMES } from './fairness-games';
import { DEFAULT_PARAMS_FORM, formWithParams, paramsFromForm, parsePicks } from './verify-params';

describe('paramsFromForm', () => {
  it('turns typed text into the params each game takes', () => {
    const form = { ...DEFAULT_PARAMS_FORM, diceTarget: '30.25', kenoPicks: '3, 17 22,', wheelSegments: '30' };
    expect(paramsFromForm('dice', form)).toEqual({ condition: 'over', target: 30.25 });
    expect(paramsFromForm('keno', form)).toEqual({ picks: [3, 17, 22], risk: 'classic' });
    expect(paramsFromForm('wheel', form)).toEqual({ segments: 30, risk: 'medium' });
    expect(paramsFromForm('blackjack', form)).toEqual({});
    expect(paramsFromForm('roulette', form)).toEqual({});
  });

  it('leaves text that is not a number as NaN for the game schema to report', () => {
    expect(parsePicks('4, x')).toEqual([4, Number.NaN]);
    expect(paramsFromForm('mines', { ...DEFAULT_PARAMS_FORM, mines: '-2' })).toEqual({ mines: Number.NaN });
  });
});

describe('formWithParams', () => {
  it("round-trips every game's params", () => {
    const rounds = {
      dice: { condition: 'under', target: 12.5 },
      limbo: { target: 3.33 },
      plinko: { rows: 9, risk: 'high' },
      keno: { picks: [1, 40], risk: 'low' },
      mines: { mines: 7 },
      wheel: { segments: 50, risk: 'low' },
      roulette: { chips: [{ bet: 'red', amount: '1' }] },
      blackjack: {},
      baccarat: { player: '1', banker: '0', tie: '0.5' },
      topdollar: {},
      takethecrown: { difficulty: 'expert' },
    };
    for (const game of FAIRNESS_GAMES) {
      const form = formWithParams(game, rounds[game], DEFAULT_PARAMS_FORM);
      expect(paramsFromForm(game, form)).toEqual(rounds[game]);
    }
  });

  it('keeps the current inputs when a link carries nonsense', () => {
    const form = formWithParams('plinko', { rows: { x: 1 }, risk: 'extreme' }, DEFAULT_PARAMS_FORM);
    expect(form).toEqual(DEFAULT_PARAMS_FORM);
    expect(formWithParams('roulette', { chips: 'red' }, DEFAULT_PARAMS_FORM).rouletteChips).toBeNull();
  });
});
