import { FIAT_CODES, FIAT_CURRENCIES, type FiatCode } from '@ante/core';
import { Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useSetting } from '../../lib/client-settings';
import { resolveFiat } from '../../lib/money';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import classes from './favorite-fiat-modal.module.css';

/**
 * Opens the fiat chooser. An overlay: it opens over whatever dialog is up (the Cashier)
 * rather than replacing it, and closing it goes back there (docs/product.md#how-things-change).
 */
export function openFavoriteFiat(): void {
  openModal('favorite-fiat', { overlay: true });
}

/**
 * The FavoriteFiat modal (docs/product.md#balance-dropdown) (modal stack type 'favorite-fiat'), which sets
 * the fiat the balances are shown in (the fiatCurrency client setting).
 */
export function FavoriteFiatModal() {
  const { opened, dialogProps } = useModal('favorite-fiat');
  const [storedFiat, setFiatCurrency] = useSetting('fiatCurrency');
  const value = resolveFiat(storedFiat);
  const onClose = () => closeModal('favorite-fiat');
  const handleChoose = (fiat: FiatCode) => {
    setFiatCurrency(fiat);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...dialogProps}
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
