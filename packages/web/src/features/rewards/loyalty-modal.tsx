import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { GiftIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import { SheetDialog, sheetDialogClasses } from '../../ui/sheet-dialog';
import { LoyaltyPanel } from './loyalty-panel';

export function openLoyalty(): void {
  openModal('loyalty');
}

/** The Loyalty modal (docs/product.md#modals) (a bottom drawer at 768px and below). */
export function LoyaltyModal() {
  const { opened, dialogProps } = useModal('loyalty');
  const close = () => closeModal('loyalty');
  const title = (
    <Group gap={8} wrap="nowrap">
      <GiftIcon size={20} className={sheetDialogClasses.titleIcon} />
      Rewards
    </Group>
  );
  return (
    <SheetDialog opened={opened} onClose={close} dialogProps={dialogProps} title={title} size={560}>
      <LoyaltyPanel />
      <Group justify="center" mt="md">
        <Anchor component={Link} to="/loyalty" size="sm" onClick={close}>
          Open the Rewards page
        </Anchor>
      </Group>
    </SheetDialog>
  );
}
