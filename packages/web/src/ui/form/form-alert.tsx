import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '../icons';

/** A form's problem that belongs to no single field, above its button; nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {children}
    </Alert>
  );
}
