import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelRisk } from '@ante/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Choice, oneOf, options, ParamsGrid, textOf, toNumber } from '../../verify-inputs';

type WheelInputs = { segments: string; risk: WheelRisk };

/** Wheel in the Verify tab: the segments and the risk. */
export const wheelVerifyParams: VerifyParamsUi<WheelInputs> = {
  initial: { segments: '10', risk: 'medium' },
  toParams: (inputs) => ({ segments: toNumber(inputs.segments), risk: inputs.risk }),
  fromParams: (params, inputs) => ({
    segments: textOf(params.segments, inputs.segments),
    risk: oneOf(params.risk, WHEEL_RISKS, inputs.risk),
  }),
  Form: ({ value, onChange }) => (
    <ParamsGrid>
      <Choice
        label="Segments"
        value={value.segments}
        data={options(WHEEL_SEGMENTS)}
        onChange={(segments) => onChange({ ...value, segments })}
      />
      <Choice
        label="Risk"
        value={value.risk}
        data={options(WHEEL_RISKS)}
        onChange={(risk) => onChange({ ...value, risk })}
      />
    </ParamsGrid>
  ),
};
