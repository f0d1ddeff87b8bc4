import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '@ante/core';
import { NativeSelect } from '@mantine/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Choice, oneOf, options, ParamsGrid, textOf, toNumber } from '../../verify-inputs';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
  String(PLINKO_MIN_ROWS + i),
);

type PlinkoInputs = { rows: string; risk: PlinkoRisk };

/** Plinko in the Verify tab: the rows and the risk. */
export const plinkoVerifyParams: VerifyParamsUi<PlinkoInputs> = {
  initial: { rows: '16', risk: 'medium' },
  toParams: (inputs) => ({ rows: toNumber(inputs.rows), risk: inputs.risk }),
  fromParams: (params, inputs) => ({
    rows: textOf(params.rows, inputs.rows),
    risk: oneOf(params.risk, PLINKO_RISKS, inputs.risk),
  }),
  Form: ({ value, onChange }) => (
    <ParamsGrid>
      <NativeSelect
        label="Rows"
        size="sm"
        value={value.rows}
        data={ROWS}
        onChange={(event) => onChange({ ...value, rows: event.currentTarget.value })}
      />
      <Choice
        label="Risk"
        value={value.risk}
        data={options(PLINKO_RISKS)}
        onChange={(risk) => onChange({ ...value, risk })}
      />
    </ParamsGrid>
  ),
};
