import type { User } from '@ante/core';
import { Anchor, Badge, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLayoutState } from '../../lib/layout-state';
import { useHelpCenterLink } from '../../lib/site-config';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { useSignOut } from '../../lib/use-sign-out';
import {
  AlertIcon,
  ChevronDownIcon,
  HelpIcon,
  ListIcon,
  LogOutIcon,
  SettingsIcon,
  UsersIcon,
  VaultIcon,
  WalletIcon,
} from '../../ui/icons';
import { MaskedEmail } from '../../ui/masked-email';
import { MOBILE_QUERY } from '../../ui/use-is-mobile';
import classes from './profile-menu.module.css';
import { needsVerification } from './verification';

/** How far (px) the pointer may stray from the open menu before it closes (docs/product.md#profile-menu). */
export const MENU_LEAVE_DISTANCE = 160;

/** Distance from a point to a rectangle (0 inside it). */
export function distanceToRect(
  x: number,
  y: number,
  rect: { left: number; right: number; top: number; bottom: number },
) {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/** `supportUnread`: live support's replies the player has not read (the header reads them). */
export function ProfileMenu({ user, supportUnread = 0 }: { user: User; supportUnread?: number }) {
  const { signOut } = useSignOut();
  const { openCashier } = useCashierModal();
  const { openChat } = useLayoutState();
  const helpCenter = useHelpCenterLink();
  const navigate = useNavigate();
  const [emailShown, setEmailShown] = useState(false);
  const [opened, setOpened] = useState(false);
  const dropdown = useRef<HTMLDivElement>(null);

  // The e-mail is masked (docs/product.md#how-things-change) by default, so each opening starts masked again.
  const handleOpenedChange = useCallback((next: boolean) => {
    setOpened(next);
    if (!next) setEmailShown(false);
  }, []);

  // Closes on outside click (Mantine) and when the pointer wanders far from the open menu.
  useEffect(() => {
    if (!opened) return;
    const onMove = (event: PointerEvent) => {
      const box = dropdown.current?.getBoundingClientRect();
      if (box && distanceToRect(event.clientX, event.clientY, box) > MENU_LEAVE_DISTANCE) {
        handleOpenedChange(false);
      }
    };
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, [opened, handleOpenedChange]);

  /**
   * Support: the live chat in the chat column on phones and small tablets; the help
   * centre elsewhere, whose pages offer the live chat too (ChatWithUsButton). With
   * replies unread, the live chat opens at every width: that is what the badge is about.
   */
  const openSupport = () => {
    if (supportUnread > 0 || window.matchMedia(MOBILE_QUERY).matches) {
      openChat('support');
    } else if (helpCenter.external) {
      window.open(helpCenter.href, '_blank', 'noopener,noreferrer');
    } else {
      navigate(helpCenter.to);
    }
  };

  return (
    <Menu position="bottom-end" width={250} offset={10} opened={opened} onChange={handleOpenedChange}>
      {/* The trigger is named by the username even on phones, where only the avatar shows. */}
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={user.username}>
          <Indicator disabled={supportUnread === 0} color="red" size={9} offset={3} withBorder>
            <span className={classes.avatar} data-initial={user.username.slice(0, 1).toUpperCase()} />
          </Indicator>
          <span className={classes.username}>{user.username}</span>
          <ChevronDownIcon size={16} className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown} ref={dropdown}>
        <div className={classes.identity}>
          <Text fw={800} c="white" truncate>
            {user.username}
          </Text>
          {user.email ? (
            <MaskedEmail
              email={user.email}
              revealed={emailShown}
              onRevealedChange={setEmailShown}
              textProps={{ size: 'xs', c: 'dimmed', truncate: true }}
            />
          ) : (
            <Anchor component={Link} to="/settings?tab=security" size="xs">
              Add an e-mail
            </Anchor>
          )}
        </div>
        <Menu.Divider />
        <Menu.Item
          leftSection={<AlertIcon size={16} />}
          onClick={() => navigate('/settings?tab=verify')}
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
        <Menu.Item
          leftSection={<SettingsIcon size={16} />}
          onClick={() => navigate('/settings?tab=security')}
        >
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<WalletIcon size={16} />} onClick={() => openCashier('deposit')}>
          Cashier
        </Menu.Item>
        <Menu.Item leftSection={<VaultIcon size={16} />} onClick={() => openCashier('vault')}>
          Vault
        </Menu.Item>
        <Menu.Item leftSection={<UsersIcon size={16} />} onClick={() => navigate('/settings?tab=affiliate')}>
          Affiliate
        </Menu.Item>
        <Menu.Item
          leftSection={<ListIcon size={16} />}
          onClick={() => navigate('/settings?tab=transactions')}
        >
          Transactions
        </Menu.Item>
        <Menu.Item
          leftSection={<HelpIcon size={16} />}
          onClick={openSupport}
          aria-label={supportUnread > 0 ? `Support, ${supportUnread} unread` : undefined}
          rightSection={
            supportUnread > 0 ? (
              <Badge size="xs" color="red" circle data-testid="support-unread">
                {supportUnread}
              </Badge>
            ) : null
          }
        >
          Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOutIcon size={16} />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
