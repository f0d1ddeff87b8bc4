import { Menu, UnstyledButton } from '@mantine/core';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons';
import classes from './chat.module.css';
import { regionName } from './chat-regions';
import { useChatRegion } from './use-chat-region';

/** The room picker in the chat panel's head: the room's code, and a menu of every room by language. */
export function RegionPicker() {
  const { region, regions, setRegion } = useChatRegion();
  return (
    <Menu position="bottom-start" shadow="lg" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.regionButton} aria-label={`Room: ${regionName(region)}`}>
          <span className={classes.regionCode}>{region.toUpperCase()}</span>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.regionMenu}>
        <Menu.Label>Chat room</Menu.Label>
        {regions.map((code) => (
          <Menu.Item
            key={code}
            onClick={() => setRegion(code)}
            leftSection={<span className={classes.regionCode}>{code.toUpperCase()}</span>}
            rightSection={code === region ? <CheckIcon size={14} /> : null}
            aria-current={code === region || undefined}
          >
            {regionName(code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
