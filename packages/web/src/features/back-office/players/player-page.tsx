import {
  adjustmentRequestSchema,
  adminApi,
  CRYPTO_CODES,
  type CryptoCode,
  type Exclusion,
  lockPlayerRequestSchema,
  type PlayerDetail,
  playerNoteRequestSchema,
} from '@ante/core';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { ChevronLeftIcon } from '../../../ui/icons';
import { AuditTable } from '../audit/audit-table';
import { useStaff } from '../shell/staff-context';
import { ConfirmButton } from '../ui/confirm-button';
import { FormFooter } from '../ui/form-footer';
import { formatWhen } from '../ui/format';
import { Panel } from '../ui/section-page';
import { PlayerLimitsPanel } from './player-limits-panel';
import {
  useAddNote,
  useLockPlayer,
  useLogoutPlayer,
  usePlayer,
  useRequestAdjustment,
  useUnlockPlayer,
} from './players-api';

/** One player as staff see them: who they are, their money and activity, flags, notes, and what staff may do. */
export function PlayerPage() {
  const { id = '' } = useParams();
  const player = usePlayer(id);
  if (player.isPending) return <Loader aria-label="Loading the player" />;
  if (player.isError) return <Alert color="red">{errorMessage(player.error)}</Alert>;
  return <PlayerView player={player.data} />;
}

function PlayerView({ player }: { player: PlayerDetail }) {
  const staff = useStaff();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/players" size="sm" c="dimmed">
        <Group gap={4} component="span">
          <ChevronLeftIcon size={14} /> Players
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Title order={1} fz={26} c="white">
            {player.username}
          </Title>
          <Group gap={6}>
            {player.role !== 'user' && <Badge variant="light">{player.role}</Badge>}
            {player.locked && (
              <Badge color="red" variant="filled">
                locked
              </Badge>
            )}
            {player.chatMuted && (
              <Badge color="orange" variant="light">
                muted in chat
              </Badge>
            )}
            {player.exclusion && (
              <Badge color="orange" variant="light" title={breakDetail(player.exclusion)}>
                {breakBadge(player.exclusion)}
              </Badge>
            )}
            <Badge color={player.twoFactor ? 'brand' : 'gray'} variant="light">
              {player.twoFactor ? 'two-factor on' : 'no two-factor'}
            </Badge>
            <Badge color="gray" variant="light">
              verified to level {player.verification.complete}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {player.email ?? 'no e-mail'}
            {player.email && (player.emailVerified ? ' (verified)' : ' (not verified)')} · joined{' '}
            {formatWhen(player.createdAt)} · last seen {formatWhen(player.lastSeenAt)} · rank {player.rank} ·
            id{' '}
            <Text span ff="monospace" size="xs">
              {player.id}
            </Text>
          </Text>
          {player.locked && (
            <Text size="sm" c="red.4">
              Locked {formatWhen(player.locked.at)}: {player.locked.reason ?? 'no reason given'}
            </Text>
          )}
        </Stack>
        {staff.can('players.lock') && staff.userId !== player.id && <AccountActions player={player} />}
      </Group>

      {player.flags.length > 0 && (
        <Panel title={`Risk flags (${player.flags.length})`}>
          <Stack gap={6}>
            {player.flags.map((flag) => (
              <Group key={flag.id} gap="xs" wrap="nowrap" align="flex-start">
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  {flag.kind.replaceAll('_', ' ')}
                </Badge>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {describeEvidence(flag.evidence)} · since {formatWhen(flag.raisedAt)}
                </Text>
              </Group>
            ))}
            {staff.can('risk.review') && (
              <Anchor component={Link} to="/admin/risk" size="sm">
                Review in the risk queue
              </Anchor>
            )}
          </Stack>
        </Panel>
      )}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Panel title="Balances">
          {player.balances.length === 0 ? (
            <Text c="dimmed">No money yet.</Text>
          ) : (
            <Table aria-label="Balances">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Currency</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                  <Table.Th ta="right">Vault</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {player.balances.map((row) => (
                  <Table.Tr key={row.currency}>
                    <Table.Td fw={700}>{row.currency}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {row.main}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {row.vault}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {staff.can('balances.adjust') && staff.userId !== player.id && <AdjustForm player={player} />}
        </Panel>
        <Panel title="Notes">
          {staff.can('players.notes') && <NoteForm playerId={player.id} />}
          {player.notes.length === 0 ? (
            <Text c="dimmed" size="sm">
              No notes yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {player.notes.map((note) => (
                <div key={note.id}>
                  <Text size="xs" c="dimmed">
                    {note.author} · {formatWhen(note.createdAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.body}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Panel>
      </SimpleGrid>

      {staff.can('players.limits') && (
        <PlayerLimitsPanel playerId={player.id} canSet={staff.userId !== player.id} />
      )}

      <Panel title="Sessions">
        <Rows
          label="Sessions"
          empty="No sessions."
          head={['Started', 'Last used', 'Device', 'IP address', '']}
          rows={player.sessions.map((session) => [
            formatWhen(session.createdAt),
            formatWhen(session.lastUsedAt),
            session.device ?? '—',
            session.ip ?? '—',
            session.live ? (
              <Badge key="live" size="xs" variant="light">
                live
              </Badge>
            ) : (
              <Text key="ended" size="xs" c="dimmed">
                ended
              </Text>
            ),
          ])}
        />
      </Panel>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Panel title="Latest rounds">
          <Rows
            label="Latest rounds"
            empty="No rounds yet."
            head={['When', 'Game', 'Stake', 'Payout']}
            rows={player.rounds.map((round) => [
              formatWhen(round.createdAt),
              round.game,
              `${round.amount} ${round.currency}`,
              `${round.payout} ${round.currency}`,
            ])}
          />
        </Panel>
        <Panel title="Ledger transfers">
          <Rows
            label="Ledger transfers"
            empty="No transfers yet."
            head={['When', 'Why', 'Account', 'Amount']}
            rows={player.transfers.map((transfer) => [
              formatWhen(transfer.createdAt),
              transfer.code.replaceAll('_', ' '),
              transfer.account,
              <Text
                key="amount"
                size="sm"
                ff="monospace"
                c={transfer.amount.startsWith('-') ? 'red.4' : 'teal.4'}
              >
                {transfer.amount} {transfer.currency}
              </Text>,
            ])}
          />
        </Panel>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Panel title="Referrals">
          <Text size="sm">
            Referred by{' '}
            {player.referrer ? (
              <Anchor component={Link} to={`/admin/players/${player.referrer.id}`}>
                {player.referrer.username}
              </Anchor>
            ) : (
              'nobody'
            )}
            ; referred {player.referredCount} {player.referredCount === 1 ? 'player' : 'players'}.
          </Text>
        </Panel>
        <Panel title="Deposit addresses">
          {player.depositAddresses.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          ) : (
            player.depositAddresses.map((address) => (
              <Text
                key={`${address.network}:${address.address}`}
                size="xs"
                ff="monospace"
                style={{ overflowWrap: 'anywhere' }}
              >
                {address.network}: {address.address}
              </Text>
            ))
          )}
        </Panel>
      </SimpleGrid>

      {staff.can('audit.read') && <PlayerAudit playerId={player.id} />}
    </Stack>
  );
}

/** A small table that scrolls sideways on a phone rather than the page. */
function Rows({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed page that never reorders.
            <Table.Tr key={index}>
              {row.map((cell, cellIndex) => (
                <Table.Td key={head[cellIndex]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A flag's evidence as a sentence: the other account, the address, the amounts. */
export function describeEvidence(evidence: Record<string, unknown>): string {
  return Object.entries(evidence)
    .filter(([key]) => key !== 'otherUserId' && key !== 'referredUserId')
    .map(
      ([key, value]) =>
        `${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    )
    .join(' · ');
}

function AccountActions({ player }: { player: PlayerDetail }) {
  const lock = useLockPlayer(player.id);
  const unlock = useUnlockPlayer(player.id);
  const logout = useLogoutPlayer(player.id);
  const [locking, setLocking] = useState(false);
  const { form, formError, handleSubmit } = useRequestForm({
    schema: lockPlayerRequestSchema,
    initialValues: { reason: '' },
    toRequest: (values: { reason: string }) => values,
  });
  if (locking) {
    return (
      <form
        aria-label="Lock the account"
        noValidate
        onSubmit={handleSubmit(async ({ reason }) => {
          await lock.mutateAsync(reason);
          setLocking(false);
          form.reset();
        })}
        style={{ width: 'min(100%, 360px)' }}
      >
        <Stack gap="xs">
          <TextInput label="Why lock this account?" autoFocus {...form.getInputProps('reason')} />
          <FormAlert>{formError}</FormAlert>
          <Group gap="xs">
            <Button type="submit" color="red" loading={form.submitting}>
              Lock account
            </Button>
            <Button variant="subtle" color="gray" onClick={() => setLocking(false)}>
              Keep it open
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <Group gap="xs">
      {player.locked ? (
        <Button variant="light" onClick={() => unlock.mutate()} loading={unlock.isPending}>
          Unlock
        </Button>
      ) : (
        <Button color="red" variant="light" onClick={() => setLocking(true)}>
          Lock…
        </Button>
      )}
      <ConfirmButton
        label="Log out everywhere"
        confirmLabel="End every session"
        onConfirm={() => logout.mutateAsync()}
      />
    </Group>
  );
}

function NoteForm({ playerId }: { playerId: string }) {
  const add = useAddNote(playerId);
  const { form, formError, handleSubmit } = useRequestForm({
    schema: playerNoteRequestSchema,
    initialValues: { body: '' },
    toRequest: (values: { body: string }) => values,
  });
  return (
    <form
      aria-label="Add a note"
      noValidate
      onSubmit={handleSubmit(async (request) => {
        await add.mutateAsync(request);
        form.reset();
      })}
    >
      <Stack gap="xs">
        <Textarea
          placeholder="What the next colleague should know"
          autosize
          minRows={2}
          {...form.getInputProps('body')}
          aria-label="Note"
        />
        <FormAlert>{formError}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="light" loading={form.submitting}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AdjustValues = { currency: string; amount: string; reason: string };

/** Asks for a change of the balance; another member of staff approves it in Adjustments. */
function AdjustForm({ player }: { player: PlayerDetail }) {
  const request = useRequestAdjustment(player.id);
  const [asked, setAsked] = useState<string | null>(null);
  const currencies = useSupportedCurrencies();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: adjustmentRequestSchema,
    // The player's own currency first: an adjustment is nearly always in what they play with.
    initialValues: {
      currency:
        player.balances.find((row) => currencies.includes(row.currency as CryptoCode))?.currency ??
        currencies[0] ??
        'USDT',
      amount: '',
      reason: '',
    } satisfies AdjustValues,
    toRequest: (values: AdjustValues) => ({ ...values, amount: values.amount.trim() }),
  });
  return (
    <form
      aria-label="Ask for a balance adjustment"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        setAsked(null);
        const adjustment = await request.mutateAsync(body);
        setAsked(
          `Asked for ${adjustment.amount} ${adjustment.currency}: it waits for a second member of staff.`,
        );
        form.reset();
      })}
    >
      <Stack gap="xs" mt="sm">
        <Text size="sm" fw={700} c="white">
          Adjust the balance
        </Text>
        <Group gap="xs" align="flex-start" grow>
          <Select
            label="Currency"
            data={currencies}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <TextInput label="Amount" placeholder="10 or -2.5" {...form.getInputProps('amount')} />
        </Group>
        <TextInput
          label="Reason"
          placeholder="Why, for the colleague who approves it"
          {...form.getInputProps('reason')}
        />
        <FormFooter error={formError} done={asked} submitting={form.submitting} submit="Ask for approval" />
      </Stack>
    </form>
  );
}

/** The currencies this casino offers, in its order (the staff member's own wallet lists them). */
function useSupportedCurrencies(): CryptoCode[] {
  const { offered } = useWallet();
  return offered.length > 0 ? offered : [...CRYPTO_CODES];
}

function PlayerAudit({ playerId }: { playerId: string }) {
  const audit = useQuery({
    queryKey: ['back-office', 'audit', 'player', playerId],
    queryFn: () => api.call(adminApi.audit, { query: { userId: playerId, limit: 50 } }),
  });
  return (
    <Panel title="Staff actions on this player">
      {audit.isPending ? (
        <Loader size="sm" />
      ) : audit.isError ? (
        <Alert color="red">{errorMessage(audit.error)}</Alert>
      ) : audit.data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff action yet.
        </Text>
      ) : (
        <AuditTable entries={audit.data.entries} />
      )}
    </Panel>
  );
}

/** The player's break in a word or two, for the badge: which kind, and where an ended self-exclusion stands. */
function breakBadge(exclusion: Exclusion): string {
  if (exclusion.state === 'ended') return 'self-exclusion ended, not reopened';
  if (exclusion.state === 'reopening') return 'self-exclusion ended, reopening';
  return exclusion.kind === 'time-out' ? 'time-out' : 'self-excluded';
}

/** Until when, or when it reopens, for the badge's tooltip. */
function breakDetail(exclusion: Exclusion): string {
  if (exclusion.permanent) return 'Permanently';
  if (exclusion.state === 'reopening' && exclusion.reopensAt) return `Reopens ${exclusion.reopensAt}`;
  return `Until ${exclusion.until}`;
}
