import { Button } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { useFriendChange, useFriends } from '../../lib/friends/use-friends';
import { useAuthModal } from '../../lib/use-auth-modal';
import { CheckIcon, CoinsIcon, UsersIcon } from '../../ui/icons';
import { closeModal, openModal } from '../../ui/modal-stack';
import { type FriendStanding, friendStanding } from './friend-standing';
import classes from './quickview.module.css';

const FRIEND_BUTTON: Record<FriendStanding, { label: string; enabled: boolean }> = {
  none: { label: 'Add friend', enabled: true },
  incoming: { label: 'Accept request', enabled: true },
  sent: { label: 'Request sent', enabled: false },
  friends: { label: 'Friends', enabled: false },
};

/**
 * Add friend and Tip. A visitor is asked to log in first; Tip hands over to the
 * Cashier's tip tab with the name filled in (the Cashier's `username` metadata).
 */
export function QuickviewActions({ username }: { username: string }) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const friends = useFriends();
  const change = useFriendChange();
  const standing = friendStanding(friends.data, username);
  const button = FRIEND_BUTTON[standing];

  const handleAddFriend = () => {
    if (!user) return openAuth('login');
    change.mutate({ kind: 'add', username });
  };
  const handleTip = () => {
    if (!user) return openAuth('login');
    closeModal('quickview');
    openModal('cashier', { metadata: { tab: 'tip', username } });
  };

  return (
    <div className={classes.actions}>
      <Button
        variant="default"
        leftSection={standing === 'friends' ? <CheckIcon size={16} /> : <UsersIcon size={16} />}
        onClick={handleAddFriend}
        disabled={user !== null && (!button.enabled || friends.isPending)}
        loading={change.isPending}
        className={classes.action}
      >
        {button.label}
      </Button>
      <Button leftSection={<CoinsIcon size={16} />} onClick={handleTip} className={classes.action}>
        Tip
      </Button>
    </div>
  );
}
