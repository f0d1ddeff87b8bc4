import { TextInput } from '@mantine/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { textOf, toNumber } from '../../verify-inputs';

/** Limbo in the Verify tab: the target multiplier as typed. */
export const limboVerifyParams: VerifyParamsUi<{ target: string }> = {
  initial: { target: '2.00' },
  toParams: (inputs) => ({ target: toNumber(inputs.target) }),
  fromParams: (params, inputs) => ({ target: textOf(params.target, inputs.target) }),
  Form: ({ value, onChange }) => (
    <TextInput
      label="Target multiplier"
      inputMode="decimal"
      size="sm"
      value={value.target}
      onChange={(event) => onChange({ target: event.currentTarget.value })}
    />
  ),
};
