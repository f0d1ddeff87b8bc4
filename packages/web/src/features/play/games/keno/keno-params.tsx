import { KENO_RISKS, type KenoParams, type KenoRisk } from '@ante/core';
import { Select } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';
import { wordOptions } from '../shared/param-controls';

const RISK_OPTIONS = wordOptions(KENO_RISKS);

/** The risk; the picks themselves are made on the board. */
export function KenoParamsControls({ value, onChange, busy }: ParamsProps<KenoParams>) {
  return (
    <Select
      label="Risk"
      data={RISK_OPTIONS}
      value={value.risk}
      onChange={(risk) => risk && onChange({ ...value, risk: risk as KenoRisk })}
      allowDeselect={false}
      disabled={busy}
    />
  );
}
