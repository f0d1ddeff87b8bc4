import { MINES_TILES, type MinesParams } from '@ante/core';
import { Group, TextInput } from '@mantine/core';
import type { ParamsProps } from '../../game-ui';
import { NumberSelect } from '../shared/param-controls';
import { MINE_COUNTS } from './mines-view';

/** The mine count (1 to 24) and, beside it, how many gems that leaves. */
export function MinesParamsControl({ value, onChange, busy }: ParamsProps<MinesParams>) {
  return (
    <Group grow gap="xs" align="flex-end">
      <NumberSelect
        label="Mines"
        data={MINE_COUNTS}
        value={value.mines}
        onChange={(mines) => onChange({ mines })}
        disabled={busy}
        maxDropdownHeight={260}
        size="md"
      />
      <TextInput
        label="Gems"
        value={String(MINES_TILES - value.mines)}
        readOnly
        // Dimmed with the mine count while a round is on, so the pair reads as one locked setting.
        disabled={busy}
        size="md"
        styles={{ input: { cursor: 'default', color: 'var(--mantine-color-dark-1)' } }}
      />
    </Group>
  );
}
