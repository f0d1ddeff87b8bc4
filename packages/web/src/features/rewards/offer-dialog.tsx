import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ModalView } from '../../ui/modal-stack';
import classes from './rewards.module.css';

type OfferDialogProps = {
  view: Pick<ModalView, 'opened' | 'dialogProps'>;
  onClose: () => void;
  size: number;
  icon: ReactNode;
  title: string;
  /** The headline figure under the title. */
  amount: ReactNode;
  children: ReactNode;
};

/** The frame the welcome offer and BeatOffer share: a popping icon, the title, the headline figure. */
export function OfferDialog({ view, onClose, size, icon, title, amount, children }: OfferDialogProps) {
  return (
    <Modal
      opened={view.opened}
      onClose={onClose}
      {...view.dialogProps}
      withCloseButton={false}
      centered
      size={size}
      classNames={{ content: classes.offerContent, body: classes.offerBody }}
    >
      <Stack gap="md" align="center" ta="center">
        <div className={classes.offerIcon} aria-hidden="true">
          {icon}
        </div>
        <Modal.Title className={classes.offerTitle}>{title}</Modal.Title>
        <Text className={classes.offerAmount}>{amount}</Text>
        {children}
      </Stack>
    </Modal>
  );
}
