import {
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type WheelParams,
  type WheelRisk,
  type WheelSegments,
} from '@ante/core';
import { Input, SegmentedControl, Select, Stack } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';

const RISK_OPTIONS = WHEEL_RISKS.map((risk) => ({
  value: risk,
  label: risk[0]?.toUpperCase() + risk.slice(1),
}));
const SEGMENT_OPTIONS = WHEEL_SEGMENTS.map(String);

/** Risk and segments: together they choose the wheel's table. */
export function WheelParamsControls({ value, onChange, busy }: ParamsProps<WheelParams>) {
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Risk" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-label="Risk"
          data={RISK_OPTIONS}
          value={value.risk}
          onChange={(risk) => onChange({ ...value, risk: risk as WheelRisk })}
          disabled={busy}
        />
      </Input.Wrapper>
      <Select
        label="Segments"
        data={SEGMENT_OPTIONS}
        value={String(value.segments)}
        onChange={(segments) =>
          segments && onChange({ ...value, segments: Number(segments) as WheelSegments })
        }
        allowDeselect={false}
        disabled={busy}
      />
    </Stack>
  );
}
