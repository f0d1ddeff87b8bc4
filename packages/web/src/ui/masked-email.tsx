import { ActionIcon, Group, Text, type TextProps } from '@mantine/core';
import { EyeIcon, EyeOffIcon } from './icons';
import { maskEmail } from './mask-email';

type MaskedEmailProps = {
  email: string;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  /** How the address itself is set (size, colour); the toggle follows it. */
  textProps?: TextProps & { className?: string };
  toggleSize?: 'sm' | 'md';
};

/**
 * An e-mail masked by default (docs/product.md#input-rules) with a reveal/hide toggle. The
 * owner keeps `revealed`, so it can mask the address again when its menu or card goes.
 */
export function MaskedEmail({
  email,
  revealed,
  onRevealedChange,
  textProps,
  toggleSize = 'sm',
}: MaskedEmailProps) {
  const iconSize = toggleSize === 'sm' ? 14 : 16;
  return (
    <Group gap={4} wrap="nowrap">
      <Text {...textProps}>{revealed ? email : maskEmail(email)}</Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={toggleSize}
        aria-label={revealed ? 'Hide e-mail' : 'Reveal e-mail'}
        aria-pressed={revealed}
        onClick={() => onRevealedChange(!revealed)}
      >
        {revealed ? <EyeOffIcon size={iconSize} /> : <EyeIcon size={iconSize} />}
      </ActionIcon>
    </Group>
  );
}
