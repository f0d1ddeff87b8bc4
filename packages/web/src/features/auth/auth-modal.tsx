import type { User } from '@ante/core';
import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser, useSetCurrentUser } from '../../lib/current-user';
import { rememberNewPlayer } from '../../lib/new-player';
import { notifySuccess } from '../../lib/notify';
import { type AuthTab, useAuthModal } from '../../lib/use-auth-modal';
import { SheetDialog } from '../../ui/sheet-dialog';
import { allowRegisterQueryKey, fetchAllowRegister } from './auth-api';
import { ChooseUsernameForm } from './choose-username-form';
import { LoginForm } from './login-form';
import { type PendingStep, setPendingIdentity, usePendingIdentity } from './pending-identity';
import { RegisterForm } from './register-form';
import { SecondFactorForm } from './second-factor-form';
import { SocialLoginButtons } from './social-login-buttons';
import { openUnsupportedRegion } from './unsupported-region';

const TITLES: Record<AuthTab, string> = { login: 'Welcome back', register: 'Create your account' };
const PENDING_TITLES: Record<PendingStep, string> = {
  username: 'Choose your username',
  totpCode: 'Two-factor authentication',
};

/**
 * Login and Register in one dialog (modal stack type 'auth'), opened by `?modal=login|register`. See docs/product.md#modals:
 * a centred modal on wide screens, a bottom drawer at 768px and below.
 */
export function AuthModal() {
  const { tab, shownTab, closeAuth, selectTab, dialogProps } = useAuthModal();
  const { user, isPending } = useCurrentUser();
  const allowRegister = useQuery({
    queryKey: allowRegisterQueryKey,
    queryFn: fetchAllowRegister,
    enabled: tab === 'register',
    staleTime: 10 * 60 * 1000,
  });
  const country = allowRegister.data?.country ?? null;

  // A signed-in player following a login link has nothing to do here.
  useEffect(() => {
    if (tab && user) closeAuth();
  }, [tab, user, closeAuth]);

  // Where registration (docs/product.md#errors-the-player-sees) is not allowed, asking to register opens the
  // UnsupportedRegion modal in Auth's place.
  useEffect(() => {
    if (tab === 'register' && user === null && allowRegister.data?.allowed === false) {
      openUnsupportedRegion(allowRegister.data.country);
    }
  }, [tab, user, allowRegister.data]);

  const pending = usePendingIdentity();
  const handleClose = () => {
    setPendingIdentity(null);
    closeAuth();
  };
  const handleSignedIn = useSignedIn(handleClose);

  const opened = tab !== null && !isPending && user === null;
  const body =
    pending?.needs === 'totpCode' ? (
      <SecondFactorForm
        pending={pending}
        onSuccess={handleSignedIn('Welcome back', false)}
        onCancel={() => setPendingIdentity(null)}
      />
    ) : pending ? (
      <ChooseUsernameForm
        pending={pending}
        onSuccess={handleSignedIn('Welcome to Ante', true)}
        onRestricted={() => openUnsupportedRegion(country)}
        onCancel={() => setPendingIdentity(null)}
      />
    ) : (
      <AuthTabs
        tab={shownTab}
        onTabChange={selectTab}
        onSignedIn={handleSignedIn}
        onRestricted={() => openUnsupportedRegion(country)}
      />
    );

  return (
    <SheetDialog
      opened={opened}
      onClose={handleClose}
      dialogProps={dialogProps}
      title={pending ? PENDING_TITLES[pending.needs] : TITLES[shownTab]}
      size={440}
    >
      {body}
    </SheetDialog>
  );
}

/** What a sign-in does once it succeeds: the new user, a greeting, and the dialog closes. */
function useSignedIn(onDone: () => void) {
  const setUser = useSetCurrentUser();
  return (title: string, registered: boolean) => (user: User) => {
    rememberNewPlayer(registered ? user.userId : null);
    setUser(user);
    onDone();
    notifySuccess(title, `You are signed in as ${user.username}.`);
  };
}

type AuthTabsProps = {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: ReturnType<typeof useSignedIn>;
  /** The server refused to register in this region (it checks even when the page did not). */
  onRestricted: () => void;
};

function AuthTabs({ tab, onTabChange, onSignedIn: handleSignedIn, onRestricted }: AuthTabsProps) {
  const social = (
    <SocialLoginButtons onSignedIn={handleSignedIn('Welcome back', false)} onNextStep={setPendingIdentity} />
  );

  const handleTabChange = (value: string | null) => {
    if (value === 'login' || value === 'register') onTabChange(value);
  };

  return (
    <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="login">Login</Tabs.Tab>
        <Tabs.Tab value="register">Register</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login" pt="lg">
        <LoginForm
          onSuccess={handleSignedIn('Welcome back', false)}
          onSwitchToRegister={() => onTabChange('register')}
        />
        {social}
      </Tabs.Panel>
      <Tabs.Panel value="register" pt="lg">
        <RegisterForm
          onSuccess={handleSignedIn('Welcome to Ante', true)}
          onRestricted={onRestricted}
          onSwitchToLogin={() => onTabChange('login')}
        />
        {social}
      </Tabs.Panel>
    </Tabs>
  );
}
