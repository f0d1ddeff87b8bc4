import { MINES_MAX, MINES_MIN } from '@ante/core';
import { NativeSelect } from '@mantine/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { textOf, toNumber } from '../../verify-inputs';

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => String(MINES_MIN + i));

/** Mines in the Verify tab: how many mines. */
export const minesVerifyParams: VerifyParamsUi<{ mines: string }> = {
  initial: { mines: '3' },
  toParams: (inputs) => ({ mines: toNumber(inputs.mines) }),
  fromParams: (params, inputs) => ({ mines: textOf(params.mines, inputs.mines) }),
  Form: ({ value, onChange }) => (
    <NativeSelect
      label="Mines"
      size="sm"
      value={value.mines}
      data={MINE_COUNTS}
      onChange={(event) => onChange({ mines: event.currentTarget.value })}
    />
  ),
};
