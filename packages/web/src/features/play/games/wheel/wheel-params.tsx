import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelParams } from '@ante/core';
import type { ParamsProps } from '../../game-ui';
import { RiskAndCountControls } from '../shared/param-controls';

/** Risk and segments: together they choose the wheel's table. */
export function WheelParamsControls(props: ParamsProps<WheelParams>) {
  return (
    <RiskAndCountControls
      {...props}
      risks={WHEEL_RISKS}
      countKey="segments"
      countLabel="Segments"
      counts={WHEEL_SEGMENTS}
    />
  );
}
