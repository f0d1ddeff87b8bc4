import type { RouletteParams } from '@ante/core';
import type { ParamsProps } from '../../game-ui';
import { ChipPicker } from '../shared/chips/chips';

/** The chip value to drop; the bets themselves are made on the table. */
export function RouletteParamsControls({ currency, busy }: ParamsProps<RouletteParams>) {
  return <ChipPicker currency={currency} disabled={busy} />;
}
