import { BetSlipModal } from './bet-slip-modal';
import { FairnessModal } from './fairness-modal';

export { BetSlipModal } from './bet-slip-modal';
export { FairnessModal } from './fairness-modal';

/** Both dialogs of this feature, for the app layout to mount once. */
export function FairnessModals() {
  return (
    <>
      <FairnessModal />
      <BetSlipModal />
    </>
  );
}
