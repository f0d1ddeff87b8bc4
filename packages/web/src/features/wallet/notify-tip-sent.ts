import { isCryptoCode, type TipResponse } from '@ante/core';
import { notifications } from '@mantine/notifications';
import { TIP_TOAST_MS } from '../../app/timing';
import { formatCryptoAmount, toAtoms } from './money';

/** The toast after a tip went out, from the Cashier or from chat. */
export function notifyTipSent(tip: TipResponse): void {
  const amount = isCryptoCode(tip.currency)
    ? formatCryptoAmount(toAtoms(tip.amount), tip.currency)
    : tip.amount;
  notifications.show({
    color: 'brand',
    title: 'Tip sent',
    message: `You sent ${amount} ${tip.currency} to ${tip.recipient}.`,
    autoClose: TIP_TOAST_MS,
  });
}
