import { ActionIcon, Button, Group, Indicator, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { RewardsBlock } from '../../features/rewards/rewards-block';
import { openSpotlight } from '../../features/search/spotlight-store';
import { useSupportUnread } from '../../features/support/use-support-unread';
import { ProfileMenu } from '../../features/user/profile-menu';
import { HeaderWallet } from '../../features/wallet/header-wallet';
import { useIsInPlay } from '../../features/wallet/use-in-play';
import { useCurrentUser } from '../../lib/current-user';
import { incomingCount } from '../../lib/friends/friends-optimistic';
import { useFriends } from '../../lib/friends/use-friends';
import { useLayoutState } from '../../lib/layout-state';
import { useAuthModal } from '../../lib/use-auth-modal';
import { ChatIcon, ChevronLeftIcon, MenuIcon, SearchIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { useIsMobile } from '../../ui/use-is-mobile';
import classes from './header.module.css';

export function Header() {
  const { user, isPending } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const { chatOpen, toggleChat, setMobileNavOpen } = useLayoutState();
  const supportUnread = useSupportUnread();
  const isMobile = useIsMobile();
  const inPlay = useIsInPlay();
  const navigate = useNavigate();
  // Below 400px the wordmark would push the chat button off screen; the chip alone still reads as the logo.
  const isNarrow = useMediaQuery('(max-width: 400px)');
  // A phone's header gives the player's balance room to show whole: search moves to the menu,
  // and on the smallest phones, or beside a game's Back, Rewards goes too (it is in the menu).
  const smallest = useMediaQuery('(max-width: 350px)');
  const small = useMediaQuery('(max-width: 380px)');
  const loggedIn = Boolean(user);
  const withoutSearch = isNarrow && loggedIn;
  const withoutRewards = loggedIn && (smallest || (small && inPlay));

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        {isMobile && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Open menu"
            onClick={() => setMobileNavOpen(true)}
          >
            <MenuIcon />
          </ActionIcon>
        )}
        {inPlay && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Back"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            <ChevronLeftIcon />
          </ActionIcon>
        )}
        {/*
          At 400px and below a player's header gives the logo's room to the wallet and the Rewards block,
          and a game's header gives it to Back (Home is in the menu). Where the header itself is narrow
          (the side menu and the chat open on a small desktop) the chip stands in for the wordmark.
        */}
        {!(isNarrow && (user || inPlay)) && (
          <Link
            to="/"
            className={inPlay && user ? `${classes.logo} ${classes.givesWayInPlay}` : classes.logo}
            aria-label="Ante home"
          >
            {isNarrow ? (
              <Logo height={20} withWordmark={false} />
            ) : (
              <>
                <span className={classes.wordmark}>
                  <Logo height={isMobile ? 20 : 26} />
                </span>
                <span className={classes.chip}>
                  <Logo height={isMobile ? 20 : 26} withWordmark={false} />
                </span>
              </>
            )}
          </Link>
        )}
        {user && (
          <div className={classes.walletSlot}>
            <HeaderWallet />
          </div>
        )}
        <Group gap={isNarrow ? 4 : isMobile ? 6 : 10} wrap="nowrap" className={classes.actions}>
          {!withoutSearch && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size={isMobile ? 'lg' : 'xl'}
              radius="md"
              aria-label="Search games"
              aria-haspopup="dialog"
              onClick={openSpotlight}
              className={classes.searchButton}
            >
              <SearchIcon size={isMobile ? 18 : 20} />
            </ActionIcon>
          )}
          {isPending ? (
            <Skeleton height={40} width={isMobile ? 150 : 190} radius="md" />
          ) : user ? (
            <>
              {!withoutRewards && <RewardsBlock />}
              <ProfileMenu user={user} supportUnread={supportUnread} />
            </>
          ) : (
            <>
              <Button
                variant="subtle"
                color="gray"
                className={classes.loginButton}
                size={isMobile ? 'sm' : 'md'}
                onClick={() => openAuth('login')}
              >
                Login
              </Button>
              <Button
                size={isMobile ? 'sm' : 'md'}
                className={classes.registerButton}
                onClick={() => openAuth('register')}
              >
                Register
              </Button>
            </>
          )}
          <ChatButton open={chatOpen} onToggle={toggleChat} compact={isMobile} />
        </Group>
      </div>
      <div className={classes.glow} aria-hidden="true" />
    </header>
  );
}

/** The chat button (docs/product.md#header), with a badge counting friend requests received. */
function ChatButton({ open, onToggle, compact }: { open: boolean; onToggle: () => void; compact: boolean }) {
  const requests = incomingCount(useFriends().data);
  return (
    <Indicator
      label={requests}
      disabled={requests === 0}
      size={16}
      offset={4}
      color="red"
      classNames={{ indicator: classes.chatBadge }}
    >
      <ActionIcon
        variant={open ? 'filled' : 'subtle'}
        color={open ? 'dark.5' : 'gray'}
        size={compact ? 'lg' : 'xl'}
        radius="md"
        aria-label={
          requests > 0 ? `Chat, ${requests} friend ${requests === 1 ? 'request' : 'requests'}` : 'Chat'
        }
        aria-pressed={open}
        onClick={onToggle}
        className={classes.chatButton}
      >
        <ChatIcon size={compact ? 18 : 20} />
      </ActionIcon>
    </Indicator>
  );
}
