import { KENO_RISKS, type KenoRisk } from '@ante/core';
import { TextInput } from '@mantine/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Choice, oneOf, options, ParamsGrid, textOf, toNumber } from '../../verify-inputs';

/** "3, 17 22" -> [3, 17, 22]: commas, spaces or both separate the numbers. */
export function parsePicks(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(toNumber);
}

type KenoInputs = { picks: string; risk: KenoRisk };

/** Keno in the Verify tab: the picks as typed, and the risk. */
export const kenoVerifyParams: VerifyParamsUi<KenoInputs> = {
  initial: { picks: '', risk: 'classic' },
  toParams: (inputs) => ({ picks: parsePicks(inputs.picks), risk: inputs.risk }),
  fromParams: (params, inputs) => ({
    picks: Array.isArray(params.picks)
      ? params.picks.map((pick) => textOf(pick, '')).join(', ')
      : inputs.picks,
    risk: oneOf(params.risk, KENO_RISKS, inputs.risk),
  }),
  Form: ({ value, onChange }) => (
    <ParamsGrid>
      <TextInput
        label="Picks"
        description="1 to 10 numbers from 1 to 40, separated by commas"
        placeholder="3, 12, 27"
        inputMode="numeric"
        size="sm"
        value={value.picks}
        onChange={(event) => onChange({ ...value, picks: event.currentTarget.value })}
      />
      <Choice
        label="Risk"
        value={value.risk}
        data={options(KENO_RISKS)}
        onChange={(risk) => onChange({ ...value, risk })}
      />
    </ParamsGrid>
  ),
};
