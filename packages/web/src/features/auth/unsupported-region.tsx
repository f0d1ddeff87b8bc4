import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useAuthModal } from '../../lib/use-auth-modal';
import { GlobeIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import { sheetDialogClasses as classes } from '../../ui/sheet-dialog';

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.slice(0, 2)) ?? code;
  } catch {
    return code;
  }
}

/**
 * Registration is not allowed (docs/product.md#errors-the-player-sees) for the visitor's region. A normal modal,
 * so it replaces the Auth dialog that asked to register (docs/product.md#how-things-change).
 */
export function openUnsupportedRegion(country: string | null): void {
  openModal('unsupported-region', { metadata: country ? { country } : {} });
}

/** The UnsupportedRegion modal (modal stack type 'unsupported-region'). */
export function UnsupportedRegionModal() {
  const { entry, opened, dialogProps } = useModal('unsupported-region');
  const { openAuth } = useAuthModal();
  // The country of the last opening, so the text stays while the dialog animates out.
  const [country, setCountry] = useState<string | null>(null);
  const entryCountry = entry ? (entry.metadata.country ?? null) : country;
  if (entry && entryCountry !== country) setCountry(entryCountry);
  const name = countryName(entryCountry);

  // Closed first: on a phone Auth is a drawer, which would otherwise open on top of this.
  const handleSignIn = () => {
    closeModal('unsupported-region');
    openAuth('login');
  };

  return (
    <Modal
      opened={opened}
      onClose={() => closeModal('unsupported-region')}
      {...dialogProps}
      centered
      size={440}
      title="Not available in your region"
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
    >
      <Stack align="center" ta="center" gap="sm" pb="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
          <GlobeIcon size={34} />
        </ThemeIcon>
        <Text fw={800} c="white" size="lg">
          Ante cannot open new accounts here
        </Text>
        <Text c="dimmed" size="sm" maw={340}>
          Local regulations do not allow us to open new accounts for players in your region
          {name ? ` (${name})` : ''}. If you already have an account, you can still sign in.
        </Text>
        <Button variant="default" mt="sm" onClick={handleSignIn}>
          Sign in instead
        </Button>
      </Stack>
    </Modal>
  );
}
