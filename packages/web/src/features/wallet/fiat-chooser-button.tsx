import { UnstyledButton } from '@mantine/core';
import { StarIcon } from '../../ui/icons';
import classes from './fiat-chooser-button.module.css';

/**
 * The starred display-fiat button (docs/product.md#balance-dropdown) that opens the FavoriteFiat
 * chooser: in the balance dropdown, and smaller over the Cashier's amounts.
 */
export function FiatChooserButton({
  fiat,
  onClick,
  size = 'md',
}: {
  fiat: string;
  onClick: () => void;
  size?: 'sm' | 'md';
}) {
  return (
    <UnstyledButton
      className={classes.button}
      data-size={size}
      onClick={onClick}
      aria-label={`Display currency: ${fiat}. Choose another`}
    >
      <StarIcon size={size === 'sm' ? 12 : 14} />
      {fiat}
    </UnstyledButton>
  );
}
