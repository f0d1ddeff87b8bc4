import { Drawer, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { BOTTOM_SHEET } from './bottom-sheet';
import classes from './sheet-dialog.module.css';
import { useIsMobile } from './use-is-mobile';

export { classes as sheetDialogClasses };

type SheetDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** From `useModal(type).dialogProps`: the dialog's place in the modal stack. */
  dialogProps: { zIndex: number; closeOnEscape: boolean; closeOnClickOutside: boolean };
  title: ReactNode;
  /** The dialog's width on wide screens. */
  size: number;
  children: ReactNode;
};

/**
 * The frame of the modals that open as a drawer (docs/product.md#modals) at 768px and below
 * (Auth, Cashier, Leaderboard, Loyalty): a centred modal on wide screens, a bottom
 * sheet as tall as its content on phones.
 */
export function SheetDialog({ opened, onClose, dialogProps, title, size, children }: SheetDialogProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        {...dialogProps}
        {...BOTTOM_SHEET}
        title={title}
        classNames={{ content: classes.drawerContent, title: classes.title, header: classes.drawerHeader }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...dialogProps}
      centered
      size={size}
      title={title}
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
    >
      {children}
    </Modal>
  );
}
