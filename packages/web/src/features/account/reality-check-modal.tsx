import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { toAtoms } from '../../lib/money';
import { useSignOut } from '../../lib/use-sign-out';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { ClockIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import classes from './reality-check.module.css';
import { fetchSessionPlay, nextCheckAt, sessionStart, useRealityCheckSetting } from './reality-check-api';

/**
 * Opens the reality check when the player's interval comes round, counted from the start
 * of this tab's session, with what the session has cost so far. Nothing while the
 * player is signed out or has the checks off.
 */
export function useRealityCheckTrigger(): void {
  const { user } = useCurrentUser();
  const setting = useRealityCheckSetting();
  const minutes = setting.data?.minutes ?? null;
  const userId = user?.userId ?? null;
  useEffect(() => {
    if (!userId || !minutes) return;
    const startedAt = sessionStart(userId);
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(
        async () => {
          const play = await fetchSessionPlay(new Date(startedAt)).catch(() => null);
          openModal('reality-check', {
            overlay: true,
            closeProtected: true,
            metadata: {
              startedAt: String(startedAt),
              wageredUsd: play?.wageredUsd ?? '',
              netUsd: play?.netUsd ?? '',
            },
          });
          arm();
        },
        nextCheckAt(startedAt, minutes, Date.now()) - Date.now(),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [userId, minutes]);
}

function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The check itself: time played, wagered and net result, then continue, history or log out. */
export function RealityCheckModal() {
  const view = useModal('reality-check');
  const usd = useUsdFormatter();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const metadata = view.entry?.metadata;
  if (!metadata) return null;
  const net = metadata.netUsd ? toAtoms(metadata.netUsd) : null;
  const close = () => closeModal('reality-check');
  return (
    <Modal
      opened={view.opened}
      onClose={() => undefined}
      {...view.dialogProps}
      withCloseButton={false}
      centered
      size={420}
    >
      <Stack gap="md" data-testid="reality-check">
        <Group gap="sm">
          <span className={classes.icon} aria-hidden="true">
            <ClockIcon size={22} />
          </span>
          <Modal.Title className={classes.title}>Reality check</Modal.Title>
        </Group>
        <Text>You have been playing for {duration(Date.now() - Number(metadata.startedAt))}.</Text>
        <dl className={classes.figures}>
          <div>
            <dt>Wagered</dt>
            <dd>{metadata.wageredUsd ? usd(toAtoms(metadata.wageredUsd)) : '—'}</dd>
          </div>
          <div>
            <dt>Net result</dt>
            <dd data-sign={net === null ? undefined : net < 0n ? 'down' : 'up'}>
              {net === null ? '—' : `${net < 0n ? '−' : '+'}${usd(net < 0n ? -net : net)}`}
            </dd>
          </div>
        </dl>
        <Stack gap="xs">
          <Button onClick={close}>Continue playing</Button>
          <Button
            variant="light"
            onClick={() => {
              close();
              navigate('/settings?tab=transactions');
            }}
          >
            See my history
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              close();
              signOut();
            }}
          >
            Log out
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
