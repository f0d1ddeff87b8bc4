import type { User } from '@ante/core';
import { ActionIcon, Anchor, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertIcon,
  ChevronDownIcon,
  EyeIcon,
  EyeOffIcon,
  HelpIcon,
  ListIcon,
  LogOutIcon,
  SettingsIcon,
  UsersIcon,
  VaultIcon,
  WalletIcon,
} from '../../ui/icons';
import { useSignOut } from '../auth/use-sign-out';
import { useCashierModal } from '../wallet/cashier/use-cashier-modal';
import { maskEmail } from './mask-email';
import classes from './profile-menu.module.css';
import { needsVerification } from './verification';

/** Entries whose screens arrive with later issues; listed now so the menu's shape is final. */
const UPCOMING_ITEMS = [
  { label: 'Affiliate', icon: UsersIcon },
  { label: 'Transactions', icon: ListIcon },
  { label: 'Support', icon: HelpIcon },
];

export function ProfileMenu({ user }: { user: User }) {
  const { signOut } = useSignOut();
  const { openCashier } = useCashierModal();
  const [emailShown, setEmailShown] = useState(false);

  return (
    <Menu position="bottom-end" width={250} offset={10}>
      {/* The trigger is named by the username even on phones, where only the avatar shows. */}
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={user.username}>
          <span className={classes.avatar} aria-hidden="true">
            {user.username.slice(0, 1).toUpperCase()}
          </span>
          <span className={classes.username}>{user.username}</span>
          <ChevronDownIcon size={16} className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <div className={classes.identity}>
          <Text fw={800} c="white" truncate>
            {user.username}
          </Text>
          {user.email ? (
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {emailShown ? user.email : maskEmail(user.email)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={emailShown ? 'Hide e-mail' : 'Reveal e-mail'}
                onClick={() => setEmailShown((shown) => !shown)}
              >
                {emailShown ? <EyeOffIcon size={14} /> : <EyeIcon size={14} />}
              </ActionIcon>
            </Group>
          ) : (
            <Anchor component={Link} to="/settings?tab=security" size="xs">
              Add an e-mail
            </Anchor>
          )}
        </div>
        <Menu.Divider />
        <Menu.Item
          disabled
          leftSection={<AlertIcon size={16} />}
          rightSection={
            needsVerification(user) ? (
              <Badge size="xs" color="red" circle>
                !
              </Badge>
            ) : null
          }
        >
          Complete Verification
        </Menu.Item>
        <Menu.Item disabled leftSection={<SettingsIcon size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<WalletIcon size={16} />} onClick={() => openCashier('deposit')}>
          Cashier
        </Menu.Item>
        <Menu.Item leftSection={<VaultIcon size={16} />} onClick={() => openCashier('vault')}>
          Vault
        </Menu.Item>
        {UPCOMING_ITEMS.map(({ label, icon: Icon }) => (
          <Menu.Item key={label} disabled leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOutIcon size={16} />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
