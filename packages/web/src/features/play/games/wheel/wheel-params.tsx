import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelParams } from '@ante/core';
import { Stack } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';
import { ChoiceRow, NumberSelect, wordOptions } from '../shared/param-controls';

const RISK_OPTIONS = wordOptions(WHEEL_RISKS);

/** Risk and segments: together they choose the wheel's table. */
export function WheelParamsControls({ value, onChange, busy }: ParamsProps<WheelParams>) {
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
        label="Segments"
        data={WHEEL_SEGMENTS}
        value={value.segments}
        onChange={(segments) => onChange({ ...value, segments })}
        disabled={busy}
      />
    </Stack>
  );
}
