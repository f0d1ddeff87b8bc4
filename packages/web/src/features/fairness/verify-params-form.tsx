import { gameFairnessFor } from './games';
import { inputsOf, type ParamsForm, withInputs } from './verify-params';

type VerifyParamsFormProps = {
  game: string;
  value: ParamsForm;
  onChange: (next: ParamsForm) => void;
};

/** The inputs of the game's params, as the game draws them (its `verifyParams`; core's `paramsSchema` has the rules). */
export function VerifyParamsForm({ game, value, onChange }: VerifyParamsFormProps) {
  const verifyParams = gameFairnessFor(game)?.verifyParams;
  if (!verifyParams) return null;
  return (
    <verifyParams.Form
      value={inputsOf(game, value)}
      onChange={(next) => onChange(withInputs(game, next, value))}
    />
  );
}
