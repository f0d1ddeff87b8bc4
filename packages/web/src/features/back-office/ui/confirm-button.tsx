import { Button, Group } from '@mantine/core';
import { useState } from 'react';

/**
 * A button for an action that cannot be undone (disable a code, cancel a competition):
 * the first press asks, the second does it. Kept inline so the row stays in view; a
 * refusal is the query client's toast, as for any action that is not a form.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  if (!asking) {
    return (
      <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  const handleConfirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // The mutation's own error handling has shown the refusal.
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" color="red" loading={running} onClick={handleConfirm}>
        {confirmLabel}
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={() => setAsking(false)} disabled={running}>
        Keep
      </Button>
    </Group>
  );
}
