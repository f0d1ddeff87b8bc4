import { TextInput } from '@mantine/core';
import { SearchIcon } from '../../../ui/icons';

/**
 * A section's search box over a list the server searches. Every change goes back to the
 * first page, since the pages of the old text mean nothing for the new one.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<SearchIcon size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="md"
      maw={560}
      autoFocus={autoFocus}
    />
  );
}
