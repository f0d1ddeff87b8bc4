import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The field for a two-factor code: six digits from the player's authenticator app.
 * `one-time-code` lets phones offer the code, and the numeric keypad opens on them.
 */
export function TotpCodeInput(props: TextInputProps) {
  return (
    <TextInput
      label="Two-factor code"
      placeholder="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      spellCheck={false}
      {...props}
    />
  );
}
