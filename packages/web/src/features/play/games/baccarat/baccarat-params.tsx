import type { BaccaratParams } from '@ante/core';
import type { ParamsProps } from '../../game-ui';
import { ChipPicker } from '../shared/chips/chips';

/** The chip value to drop; the stakes are placed on the board's spots. */
export function BaccaratParamsControls({ currency, busy }: ParamsProps<BaccaratParams>) {
  return <ChipPicker currency={currency} disabled={busy} />;
}
