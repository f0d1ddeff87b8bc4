import { ActionIcon, Button, Group, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { openSpotlight } from '../../features/search/spotlight-store';
import { ProfileMenu } from '../../features/user/profile-menu';
import { HeaderWallet } from '../../features/wallet/header-wallet';
import { useIsInPlay } from '../../features/wallet/use-in-play';
import { ChatIcon, ChevronLeftIcon, MenuIcon, SearchIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { useIsMobile } from '../../ui/use-is-mobile';
import classes from './header.module.css';
import { useLayoutState } from './layout-state';

export function Header() {
  const { user, isPending } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const { chatOpen, toggleChat, setMobileNavOpen } = useLayoutState();
  const isMobile = useIsMobile();
  const inPlay = useIsInPlay();
  const navigate = useNavigate();
  // Below 400px the wordmark would push the chat button off screen; the chip alone still reads as the logo.
  const isNarrow = useMediaQuery('(max-width: 400px)');

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
        <Link to="/" className={classes.logo} aria-label="Ante home">
          <Logo height={isMobile ? 20 : 26} withWordmark={!isNarrow} />
        </Link>
        {user && (
          <div className={classes.walletSlot}>
            <HeaderWallet />
          </div>
        )}
        <Group gap={isMobile ? 6 : 10} wrap="nowrap" className={classes.actions}>
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
          {isPending ? (
            <Skeleton height={40} width={isMobile ? 150 : 190} radius="md" />
          ) : user ? (
            <ProfileMenu user={user} />
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
          <ActionIcon
            variant={chatOpen ? 'filled' : 'subtle'}
            color={chatOpen ? 'dark.5' : 'gray'}
            size={isMobile ? 'lg' : 'xl'}
            radius="md"
            aria-label="Chat"
            aria-pressed={chatOpen}
            onClick={toggleChat}
            className={classes.chatButton}
          >
            <ChatIcon size={isMobile ? 18 : 20} />
          </ActionIcon>
        </Group>
      </div>
      <div className={classes.glow} aria-hidden="true" />
    </header>
  );
}
