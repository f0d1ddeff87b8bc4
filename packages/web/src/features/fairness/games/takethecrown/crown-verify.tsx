import { TOWER_DIFFICULTIES, type TowerDifficulty } from '@ante/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Choice, oneOf, options } from '../../verify-inputs';

const DIFFICULTIES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

/** Take the crown in the Verify tab: the difficulty. */
export const crownVerifyParams: VerifyParamsUi<{ difficulty: TowerDifficulty }> = {
  initial: { difficulty: 'medium' },
  toParams: (inputs) => ({ difficulty: inputs.difficulty }),
  fromParams: (params, inputs) => ({ difficulty: oneOf(params.difficulty, DIFFICULTIES, inputs.difficulty) }),
  Form: ({ value, onChange }) => (
    <Choice
      label="Difficulty"
      value={value.difficulty}
      data={options(DIFFICULTIES)}
      onChange={(difficulty) => onChange({ difficulty })}
    />
  ),
};
