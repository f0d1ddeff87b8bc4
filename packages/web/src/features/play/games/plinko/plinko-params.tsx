import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoParams } from '@ante/core';
import { Stack } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';
import { ChoiceRow, NumberSelect, wordOptions } from '../shared/param-controls';

const ROW_OPTIONS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);
const RISK_OPTIONS = wordOptions(PLINKO_RISKS);

/** Rows and risk: both change the bucket table, so neither may change mid-bet. */
export function PlinkoParamsControls({ value, onChange, busy }: ParamsProps<PlinkoParams>) {
  return (
    <Stack gap="sm">
      <ChoiceRow
        label="Risk"
        data={RISK_OPTIONS}
        value={value.risk}
        onChange={(risk) => onChange({ ...value, risk })}
        disabled={busy}
      />
      <NumberSelect
        label="Rows"
        data={ROW_OPTIONS}
        value={value.rows}
        onChange={(rows) => onChange({ ...value, rows })}
        disabled={busy}
      />
    </Stack>
  );
}
