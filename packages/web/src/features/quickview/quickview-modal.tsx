import { Group } from '@mantine/core';
import { useState } from 'react';
import { UserIcon } from '../../ui/icons';
import { closeModal, useModal } from '../../ui/modal-stack';
import { SheetDialog, sheetDialogClasses } from '../../ui/sheet-dialog';
import { QuickviewBody } from './quickview-body';

/**
 * A player's quickview (modal type 'quickview', metadata `{ player }`: an id or a
 * name): an overlay above whatever is open, a bottom sheet at 768px and below. It is
 * public; the buttons inside ask a visitor to log in.
 */
export function QuickviewModal() {
  const { entry, opened, dialogProps } = useModal('quickview');
  const player = entry?.metadata.player ?? null;
  // The card stays while the dialog animates out, after the entry is gone.
  const [shown, setShown] = useState(player);
  if (player !== null && player !== shown) setShown(player);

  const title = (
    <Group gap={8} wrap="nowrap">
      <UserIcon size={20} className={sheetDialogClasses.titleIcon} />
      Player
    </Group>
  );
  return (
    <SheetDialog
      opened={opened && player !== null}
      onClose={() => closeModal('quickview')}
      dialogProps={dialogProps}
      title={title}
      size={440}
    >
      {shown !== null && <QuickviewBody key={shown} player={shown} />}
    </SheetDialog>
  );
}
