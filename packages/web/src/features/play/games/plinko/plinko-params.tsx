import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoParams } from '@ante/core';
import type { ParamsProps } from '../../game-ui';
import { RiskAndCountControls } from '../shared/param-controls';

const ROW_OPTIONS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);

/** Rows and risk: both change the bucket table, so neither may change mid-bet. */
export function PlinkoParamsControls(props: ParamsProps<PlinkoParams>) {
  return (
    <RiskAndCountControls
      {...props}
      risks={PLINKO_RISKS}
      countKey="rows"
      countLabel="Rows"
      counts={ROW_OPTIONS}
    />
  );
}
