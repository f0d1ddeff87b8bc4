import type { DiceCondition } from '@ante/core';
import { TextInput } from '@mantine/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Choice, oneOf, ParamsGrid, textOf, toNumber } from '../../verify-inputs';

type DiceInputs = { condition: DiceCondition; target: string };

/** Dice in the Verify tab: the condition and the target as typed. */
export const diceVerifyParams: VerifyParamsUi<DiceInputs> = {
  initial: { condition: 'over', target: '50.50' },
  toParams: (inputs) => ({ condition: inputs.condition, target: toNumber(inputs.target) }),
  fromParams: (params, inputs) => ({
    condition: oneOf(params.condition, ['over', 'under'], inputs.condition),
    target: textOf(params.target, inputs.target),
  }),
  Form: ({ value, onChange }) => (
    <ParamsGrid>
      <Choice
        label="Condition"
        value={value.condition}
        data={[
          { value: 'over', label: 'Roll over' },
          { value: 'under', label: 'Roll under' },
        ]}
        onChange={(condition) => onChange({ ...value, condition })}
      />
      <TextInput
        label="Target"
        inputMode="decimal"
        size="sm"
        value={value.target}
        onChange={(event) => onChange({ ...value, target: event.currentTarget.value })}
      />
    </ParamsGrid>
  ),
};
