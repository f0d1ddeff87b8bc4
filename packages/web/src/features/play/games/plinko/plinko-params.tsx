import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoParams,
  type PlinkoRisk,
} from '@ante/core';
import { Input, SegmentedControl, Select, Stack } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';

const ROW_OPTIONS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
  String(PLINKO_MIN_ROWS + i),
);

const RISK_OPTIONS = PLINKO_RISKS.map((risk) => ({
  value: risk,
  label: risk[0]?.toUpperCase() + risk.slice(1),
}));

/** Rows and risk: both change the bucket table, so neither may change mid-bet. */
export function PlinkoParamsControls({ value, onChange, busy }: ParamsProps<PlinkoParams>) {
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Risk" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-label="Risk"
          data={RISK_OPTIONS}
          value={value.risk}
          onChange={(risk) => onChange({ ...value, risk: risk as PlinkoRisk })}
          disabled={busy}
        />
      </Input.Wrapper>
      <Select
        label="Rows"
        data={ROW_OPTIONS}
        value={String(value.rows)}
        onChange={(rows) => rows && onChange({ ...value, rows: Number(rows) })}
        allowDeselect={false}
        disabled={busy}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
