import { type Seeds, verifyRequestSchema } from '@ante/core';
import { FAIRNESS_GAMES } from './fairness-games';
import type { VerifyPrefill } from './verify-link';
import { computeOutcome, type VerifyComputation } from './verify-outcome';
import { DEFAULT_PARAMS_FORM, formWithParams, type ParamsForm, paramsFromForm } from './verify-params';

/** Everything the Verify tab holds, as typed. */
export interface VerifyForm {
  /** A slug of FAIRNESS_GAMES. */
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: ParamsForm;
  /** The hash the player saw before betting, when the tab was opened from a round or a rotation. */
  expectedHash: string | null;
}

export const INITIAL_VERIFY_FORM: VerifyForm = {
  game: FAIRNESS_GAMES[0] ?? '',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  params: DEFAULT_PARAMS_FORM,
  expectedHash: null,
};

/** The largest nonce the server accepts (a 32-bit signed integer). */
export const MAX_NONCE = 2 ** 31 - 1;

/** A link's values over the form; what the link leaves out stays as it was. */
export function applyPrefill(form: VerifyForm, prefill: VerifyPrefill): VerifyForm {
  const game = prefill.game ?? form.game;
  const seedsGiven = prefill.serverSeed !== undefined;
  return {
    game,
    serverSeed: prefill.serverSeed ?? form.serverSeed,
    clientSeed: prefill.clientSeed ?? form.clientSeed,
    nonce: prefill.nonce ?? form.nonce,
    params: prefill.params === undefined ? form.params : formWithParams(game, prefill.params, form.params),
    expectedHash: prefill.serverSeedHash ?? (seedsGiven ? null : form.expectedHash),
  };
}

export type SeedField = 'serverSeed' | 'clientSeed' | 'nonce';
export type SeedErrors = Partial<Record<SeedField, string>>;

export type VerifyState =
  /** Some seed is still empty: nothing to show yet, and nothing wrong either. */
  | { status: 'incomplete'; errors: SeedErrors }
  | { status: 'invalid'; errors: SeedErrors; message: string | null }
  | {
      status: 'done';
      errors: SeedErrors;
      seeds: Seeds;
      computation: Extract<VerifyComputation, { ok: true }>;
    };

function seedErrors(serverSeed: string, clientSeed: string, nonce: string): SeedErrors {
  const errors: SeedErrors = {};
  if (serverSeed.length > 128) errors.serverSeed = 'A server seed is at most 128 characters';
  if (clientSeed.length > 64) errors.clientSeed = 'A client seed is at most 64 characters';
  if (nonce !== '' && !/^\d+$/.test(nonce)) errors.nonce = 'The nonce is a whole number, 0 or more';
  else if (nonce !== '' && Number(nonce) > MAX_NONCE) errors.nonce = `The nonce is at most ${MAX_NONCE}`;
  return errors;
}

/**
 * Checks the form and, when it is complete and valid, recomputes the outcome.
 * Pasted seeds lose surrounding spaces: neither our seeds nor a saved client seed
 * ever carry them, so they can only be a copying slip.
 */
export function evaluateVerifyForm(form: VerifyForm): VerifyState {
  const serverSeed = form.serverSeed.trim();
  const clientSeed = form.clientSeed.trim();
  const nonce = form.nonce.trim();
  const errors = seedErrors(serverSeed, clientSeed, nonce);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, message: null };
  if (serverSeed === '' || clientSeed === '' || nonce === '') return { status: 'incomplete', errors };

  // The server's own request schema is the last word on what a seed may be.
  const request = verifyRequestSchema.safeParse({ serverSeed, clientSeed, nonce: Number(nonce) });
  if (!request.success) {
    return {
      status: 'invalid',
      errors,
      message: request.error.issues[0]?.message ?? 'These seeds are not valid',
    };
  }
  const seeds = { serverSeed, clientSeed, nonce: request.data.nonce };
  const computation = computeOutcome(form.game, seeds, paramsFromForm(form.game, form.params));
  if (!computation.ok) return { status: 'invalid', errors, message: computation.message };
  return { status: 'done', errors, seeds, computation };
}
