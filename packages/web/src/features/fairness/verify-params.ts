import { gameFairnessFor } from './games';
import { isRecord } from './round-record';

/**
 * The Verify tab's parameter inputs, each game's as typed (its `verifyParams`), by
 * slug, so switching games keeps what was entered for each. A game not in the map
 * shows its initial inputs. A Map, so that no slug finds Object.prototype's members.
 */
export type ParamsForm = ReadonlyMap<string, unknown>;

export const DEFAULT_PARAMS_FORM: ParamsForm = new Map();

/** A game's inputs in the form: as typed, or its initial ones. */
export function inputsOf(game: string, form: ParamsForm): unknown {
  const verifyParams = gameFairnessFor(game)?.verifyParams;
  return form.has(game) ? form.get(game) : verifyParams?.initial;
}

/** The form with a game's inputs replaced, every other game's kept. */
export function withInputs(game: string, inputs: unknown, form: ParamsForm): ParamsForm {
  return new Map(form).set(game, inputs);
}

/** The raw params a game's `paramsSchema` checks, built from the form (the schema has the final say). */
export function paramsFromForm(game: string, form: ParamsForm): unknown {
  const verifyParams = gameFairnessFor(game)?.verifyParams;
  return verifyParams ? verifyParams.toParams(inputsOf(game, form)) : {};
}

/**
 * Fills the form from a round's params (a bet slip's Verify button, a shared link),
 * leaving every other game's inputs as they were. Unreadable values keep the
 * current input, so a hand-edited link never breaks the tab.
 */
export function formWithParams(game: string, params: unknown, form: ParamsForm): ParamsForm {
  const verifyParams = gameFairnessFor(game)?.verifyParams;
  if (!verifyParams) return form;
  const read = verifyParams.fromParams(isRecord(params) ? params : {}, inputsOf(game, form));
  return withInputs(game, read, form);
}
