import { closeModal, getModalState, openModal, useModal } from '../../ui/modal-stack';

/**
 * Whether the Spotlight search is open: the modal stack's 'spotlight' entry (a
 * normal modal, so opening it replaces whatever dialog was up). The header button,
 * the keyboard shortcut and any later caller open the one dialog through here.
 */
export const openSpotlight = (): void => openModal('spotlight');
export const closeSpotlight = (): void => closeModal('spotlight');
export const toggleSpotlight = (): void => {
  if (getModalState().stack.some((entry) => entry.type === 'spotlight')) closeSpotlight();
  else openSpotlight();
};

export function useSpotlightOpened(): boolean {
  return useModal('spotlight').opened;
}
