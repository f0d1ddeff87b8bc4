import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ModalView } from '../../ui/modal-stack';
import classes from './rewards.module.css';

type OfferDialogProps = {
  view: Pick<ModalView, 'opened' | 'dialogProps'>;
  /** What the close button does (a close-protected dialog ignores Escape and clicks outside, not this button). */
  onClose: () => void;
  size: number;
  icon: ReactNode;
  title: string;
  /** The headline figure under the title. */
  amount: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, kept in view at its foot while the terms above them scroll. */
  actions: ReactNode;
};

/**
 * The frame the welcome offer and BeatOffer share: a popping icon, the title, the
 * headline figure. On a short screen the terms scroll between a close button and the
 * actions, which both stay in view.
 */
export function OfferDialog({
  view,
  onClose,
  size,
  icon,
  title,
  amount,
  children,
  actions,
}: OfferDialogProps) {
  return (
    <Modal
      opened={view.opened}
      onClose={onClose}
      {...view.dialogProps}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{
        content: classes.offerContent,
        header: classes.offerHeader,
        close: classes.offerClose,
        body: classes.offerBody,
      }}
    >
      <Stack gap="md" align="center" ta="center">
        <div className={classes.offerIcon} aria-hidden="true">
          {icon}
        </div>
        <Modal.Title className={classes.offerTitle}>{title}</Modal.Title>
        <Text className={classes.offerAmount}>{amount}</Text>
        {children}
      </Stack>
      <div className={classes.offerActions}>{actions}</div>
    </Modal>
  );
}
