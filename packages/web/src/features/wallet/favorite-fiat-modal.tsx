import { FIAT_CODES, FIAT_CURRENCIES, type FiatCode } from '@ante/core';
import { Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import classes from './favorite-fiat-modal.module.css';

type FavoriteFiatModalProps = {
  opened: boolean;
  onClose: () => void;
  value: FiatCode;
  onChange: (fiat: FiatCode) => void;
};

/** Spec section 2: the FavoriteFiat modal, which sets the fiat the balances are shown in. */
export function FavoriteFiatModal({ opened, onClose, value, onChange }: FavoriteFiatModalProps) {
  const handleChoose = (fiat: FiatCode) => {
    onChange(fiat);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={560}
      title="Display currency"
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
    >
      <p className={classes.lead}>Balances are held in crypto. Pick the currency their value is shown in.</p>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={8}>
        {FIAT_CODES.map((code) => (
          <UnstyledButton
            key={code}
            className={classes.option}
            data-selected={code === value || undefined}
            aria-pressed={code === value}
            onClick={() => handleChoose(code)}
          >
            <span className={classes.symbol}>{FIAT_CURRENCIES[code].symbol}</span>
            <span className={classes.text}>
              <span className={classes.code}>{code}</span>
              <span className={classes.name}>{FIAT_CURRENCIES[code].name}</span>
            </span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
