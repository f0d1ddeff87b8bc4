import { Kbd, Switch } from '@mantine/core';
import { useSetting } from '../../../lib/client-settings';
import type { GameHotkeyKey } from '../game-ui';
import { SHELL_HOTKEYS } from './hotkeys';
import classes from './hotkeys.module.css';

type HotkeysPanelProps = {
  /** Whether Q applies (single-step games). */
  autoAvailable: boolean;
  /** The game's own W/E keys and what they do. */
  gameKeys: Partial<Record<GameHotkeyKey, string>>;
};

/**
 * Lists the hotkeys and holds the switch that turns them on (they are off by default).
 * It shows in the frame's overlay panel beside the game, not in a modal, so the keys
 * can be tried while the list is on screen.
 */
export function HotkeysPanel({ autoAvailable, gameKeys }: HotkeysPanelProps) {
  const [enabled, setEnabled] = useSetting('isHotkeyEnabled');
  const rows = [
    ...SHELL_HOTKEYS.filter((hotkey) => autoAvailable || hotkey.action !== 'toggleAuto').map(
      ({ key, label }) => ({ key, label }),
    ),
    ...(['w', 'e'] as const).flatMap((key) => {
      const label = gameKeys[key];
      return label ? [{ key: key.toUpperCase(), label }] : [];
    }),
  ];

  return (
    <>
      <Switch
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
        label="Enable hotkeys"
        description="Play from the keyboard. Keys do nothing while you type in a field or a window is open."
        size="md"
        classNames={{ root: classes.switch, label: classes.switchLabel }}
      />
      <ul className={classes.list} data-enabled={enabled || undefined}>
        {rows.map((row) => (
          <li key={row.key} className={classes.row}>
            <Kbd size="md" className={classes.kbd}>
              {row.key}
            </Kbd>
            <span>{row.label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
