import { type Friend, friendRequestSchema } from '@ante/core';
import { ActionIcon, Button, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser, useSetCurrentUser } from '../../lib/current-user';
import { setAppearOffline } from '../../lib/friends/friends-api';
import { useFriendChange, useFriends } from '../../lib/friends/use-friends';
import { notifyError } from '../../lib/notify';
import { useRequestForm } from '../../ui/form/use-request-form';
import { CheckIcon, CloseIcon, StarIcon, UsersIcon } from '../../ui/icons';
import { PlayerName } from '../../ui/player-name';
import classes from './friends.module.css';

function Presence({ friend }: { friend: Friend }) {
  return (
    <span
      className={classes.presence}
      data-online={friend.online || undefined}
      role="img"
      aria-label={friend.online ? 'Online' : 'Offline'}
    />
  );
}

function FriendRow({ friend }: { friend: Friend }) {
  const change = useFriendChange();
  const { username } = friend;
  return (
    <li className={classes.row} data-testid="friend-row">
      {friend.status === 'approved' && <Presence friend={friend} />}
      <span className={classes.name}>
        <Text fw={700} c="white" size="sm" truncate>
          <PlayerName username={username} />
        </Text>
        <Text size="xs" c="dimmed">
          {friend.status === 'approved'
            ? friend.inGame
              ? 'Playing this game'
              : friend.online
                ? 'Online'
                : 'Offline'
            : friend.incoming
              ? 'Wants to be your friend'
              : 'Request sent'}
        </Text>
      </span>
      {friend.status === 'pending' && friend.incoming && (
        <Tooltip label="Accept">
          <ActionIcon
            variant="light"
            color="brand"
            aria-label={`Accept ${username}`}
            onClick={() => change.mutate({ kind: 'add', username })}
          >
            <CheckIcon size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {friend.status === 'approved' && (
        <Tooltip label={friend.isFavorite ? 'Unfavourite' : 'Favourite'}>
          <ActionIcon
            variant="subtle"
            color={friend.isFavorite ? 'yellow' : 'gray'}
            aria-label={`Favourite ${username}`}
            aria-pressed={friend.isFavorite}
            onClick={() => change.mutate({ kind: 'favorite', username, isFavorite: !friend.isFavorite })}
          >
            <StarIcon size={16} fill={friend.isFavorite ? 'currentColor' : 'none'} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip
        label={friend.status === 'approved' ? 'Remove' : friend.incoming ? 'Decline' : 'Cancel request'}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${friend.status === 'approved' ? 'Remove' : friend.incoming ? 'Decline' : 'Cancel request to'} ${username}`}
          onClick={() => change.mutate({ kind: 'remove', username })}
        >
          <CloseIcon size={16} />
        </ActionIcon>
      </Tooltip>
    </li>
  );
}

/**
 * A refused request is a toast (docs/product.md#errors-the-player-sees: the optimistic list rolls back and a
 * toast is forced), so the form itself only checks the name before sending.
 */
function AddFriendForm() {
  const change = useFriendChange();
  const { form, handleSubmit } = useRequestForm({
    schema: friendRequestSchema,
    initialValues: { username: '' },
  });
  const handleAdd = handleSubmit(({ username }) =>
    change.mutate({ kind: 'add', username }, { onSuccess: () => form.reset() }),
  );
  return (
    <form className={classes.addForm} onSubmit={handleAdd}>
      <TextInput
        size="sm"
        placeholder="Username"
        aria-label="Friend's username"
        {...form.getInputProps('username')}
        maxLength={14}
        className={classes.addInput}
      />
      <Button type="submit" size="sm" disabled={!form.values.username.trim()}>
        Add
      </Button>
    </form>
  );
}

function AppearOffline() {
  const { user } = useCurrentUser();
  const setUser = useSetCurrentUser();
  const mutation = useMutation({ mutationFn: setAppearOffline, onSuccess: setUser, onError: notifyError });
  if (!user) return null;
  return (
    <Switch
      size="sm"
      label="Appear offline"
      checked={mutation.isPending ? Boolean(mutation.variables) : user.appearOffline}
      onChange={(event) => mutation.mutate(event.currentTarget.checked)}
    />
  );
}

/** The Friends tab of the chat panel: requests both ways, friends with presence, and the add form. */
export function FriendsPanel() {
  const friends = useFriends();
  const approved = friends.data?.approved ?? [];
  const incoming = friends.data?.pending.filter((friend) => friend.incoming) ?? [];
  const sent = friends.data?.pending.filter((friend) => !friend.incoming) ?? [];

  return (
    <div className={classes.panel}>
      <AddFriendForm />
      {incoming.length > 0 && (
        <section aria-label="Friend requests">
          <h3 className={classes.heading}>Requests · {incoming.length}</h3>
          <ul className={classes.list}>
            {incoming.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Friends">
        <h3 className={classes.heading}>Friends · {approved.length}</h3>
        {approved.length > 0 ? (
          <ul className={classes.list}>
            {approved.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </ul>
        ) : (
          <div className={classes.empty}>
            <UsersIcon size={28} />
            <Text size="sm" c="dimmed">
              {friends.isPending ? 'Loading…' : 'Add players by username to see when they are online.'}
            </Text>
          </div>
        )}
      </section>
      {sent.length > 0 && (
        <section aria-label="Requests sent">
          <h3 className={classes.heading}>Sent · {sent.length}</h3>
          <ul className={classes.list}>
            {sent.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </ul>
        </section>
      )}
      <div className={classes.footer}>
        <AppearOffline />
      </div>
    </div>
  );
}
