import { describe, expect, it } from 'vitest';
import { applyPrefill, evaluateVerifyForm, INITIAL_VERIFY_FORM } from './verify-form';
import { inputsOf, withInputs } from './verify-params';

const SEEDS = {
  serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
  clientSeed: 'lucky-player-7',
  nonce: '42',
};

describe('evaluateVerifyForm', () => {
  it('waits quietly until every seed is filled in', () => {
    expect(evaluateVerifyForm(INITIAL_VERIFY_FORM)).toEqual({ status: 'incomplete', errors: {} });
  });

  it('recomputes the outcome once the seeds are there, trimming pasted spaces', () => {
    const state = evaluateVerifyForm({
      ...INITIAL_VERIFY_FORM,
      ...SEEDS,
      serverSeed: ` ${SEEDS.serverSeed}\n`,
    });
    expect(state.status).toBe('done');
    if (state.status === 'done') expect(state.computation.outcome.result).toEqual({ roll: 30.74 });
  });

  it('names the field that is wrong', () => {
    const state = evaluateVerifyForm({
      ...INITIAL_VERIFY_FORM,
      ...SEEDS,
      nonce: '4.5',
      clientSeed: 'x'.repeat(65),
    });
    expect(state).toEqual({
      status: 'invalid',
      message: null,
      errors: {
        nonce: 'The nonce is a whole number, 0 or more',
        clientSeed: 'A client seed is at most 64 characters',
      },
    });
    expect(evaluateVerifyForm({ ...INITIAL_VERIFY_FORM, ...SEEDS, nonce: '2147483648' }).errors.nonce).toBe(
      'The nonce is at most 2147483647',
    );
  });

  it("reports params the game refuses with the game's message", () => {
    const form = { ...INITIAL_VERIFY_FORM, ...SEEDS, game: 'plinko' };
    const state = evaluateVerifyForm({
      ...form,
      params: withInputs('plinko', { rows: '20', risk: 'medium' }, form.params),
    });
    expect(state).toEqual({
      status: 'invalid',
      errors: {},
      message: 'rows must be a whole number from 8 to 16',
    });
  });
});

describe('applyPrefill', () => {
  it("fills seeds, game and that game's params, and remembers the published hash", () => {
    const form = applyPrefill(INITIAL_VERIFY_FORM, {
      game: 'mines',
      ...SEEDS,
      params: { mines: 5 },
      serverSeedHash: 'abc',
    });
    expect(form).toMatchObject({ game: 'mines', ...SEEDS, expectedHash: 'abc' });
    expect(inputsOf('mines', form.params)).toEqual({ mines: '5' });
  });

  it('keeps the chosen game when the link names none, and drops a stale hash with new seeds', () => {
    const start = { ...INITIAL_VERIFY_FORM, game: 'keno', expectedHash: 'old' };
    const form = applyPrefill(start, { serverSeed: 'new' });
    expect(form.game).toBe('keno');
    expect(form.expectedHash).toBeNull();
  });
});
