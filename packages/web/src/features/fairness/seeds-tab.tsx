import { type ActiveSeed, type RevealedSeed, rotateSeedRequestSchema } from '@ante/core';
import { ActionIcon, Alert, Button, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { useAuthModal } from '../../lib/use-auth-modal';
import { CopyField, ValueList } from '../../ui/copy-field';
import copyFieldClasses from '../../ui/copy-field.module.css';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { AlertIcon, LockIcon } from '../../ui/icons';
import { randomClientSeed } from './client-seed';
import { DieIcon } from './die-icon';
import classes from './fairness.module.css';
import { isFairnessGame } from './fairness-games';
import { useSeedPair } from './use-seed-pair';
import type { VerifyPrefill } from './verify-link';

type SeedsTabProps = { onVerify: (prefill: VerifyPrefill) => void };

/** Seeds tab: the player's pair, changing the client seed, and rotating to reveal the server seed. */
export function SeedsTab({ onVerify }: SeedsTabProps) {
  const { user, isPending } = useCurrentUser();
  const { openAuth } = useAuthModal();
  if (isPending) return <SeedsSkeleton />;
  if (!user) {
    return (
      <div className={classes.loggedOut}>
        <span className={classes.loggedOutIcon}>
          <LockIcon size={22} />
        </span>
        <Text fw={700} c="white">
          Log in to see your seeds
        </Text>
        <Text size="sm" c="dimmed" ta="center" maw={340}>
          Your seed pair decides every bet you place. Anyone can verify a bet in the Verify tab.
        </Text>
        <Button onClick={() => openAuth('login')}>Log in</Button>
      </div>
    );
  }
  return <SeedPair userId={user.userId} onVerify={onVerify} />;
}

function SeedPair({ userId, onVerify }: { userId: string; onVerify: (prefill: VerifyPrefill) => void }) {
  const { active, rotate, revealed } = useSeedPair(userId);

  if (active.isPending) return <SeedsSkeleton />;
  if (active.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<AlertIcon size={18} />}
        title="Your seeds could not be loaded"
      >
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => active.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <div className={classes.stack}>
      {/* Keyed by the client seed, so a rotation starts the field over from the new pair's. */}
      <ActivePair key={active.data.clientSeed} pair={active.data} onRotate={rotate.mutateAsync} />
      {revealed && <RevealedPair pair={revealed} onVerify={onVerify} />}
    </div>
  );
}

type ActivePairProps = { pair: ActiveSeed; onRotate: (clientSeed: string) => Promise<unknown> };

/** The active pair with the client seed to rotate in, checked as it is typed, and the next pair's hash. */
function ActivePair({ pair, onRotate }: ActivePairProps) {
  const { form, formError, handleSubmit } = useRequestForm({
    schema: rotateSeedRequestSchema,
    initialValues: { clientSeed: pair.clientSeed },
    validateOnChange: true,
  });
  const error = form.errors.clientSeed;
  // The server takes a client seed only with a rotation, as the new pair's: an edit
  // that is not rotated in changes nothing, and the player must be able to see that.
  const edited = form.values.clientSeed.trim() !== pair.clientSeed;
  const handleRotate = handleSubmit(({ clientSeed }) => onRotate(clientSeed));

  return (
    <>
      <section className={classes.section} aria-label="Active seed pair">
        <CopyField label="Active server seed (hashed)" value={pair.serverSeedHash} />
        <TextInput
          label="Client seed"
          description={
            edited && !error ? (
              <span className={classes.pendingSeed}>
                Not in use yet: your bets keep the current client seed until you rotate the seed pair.
              </span>
            ) : (
              'Yours to choose. A new one is saved only when you rotate: the next seed pair starts with it.'
            )
          }
          {...form.getInputProps('clientSeed')}
          size="sm"
          maxLength={64}
          classNames={{ input: copyFieldClasses.monoInput }}
          rightSection={
            <Tooltip label="Random seed" withinPortal>
              {/* Named so that it does not also answer to the input's label "Client seed". */}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Randomise"
                onClick={() => form.setFieldValue('clientSeed', randomClientSeed())}
              >
                <DieIcon />
              </ActionIcon>
            </Tooltip>
          }
        />
        <CopyField
          label="Nonce"
          value={String(pair.nonce)}
          description="Counts the bets made with this pair; your next bet uses this nonce."
        />
      </section>

      <section className={classes.section} aria-label="Next seed pair">
        <CopyField
          label="Next server seed (hashed)"
          value={pair.nextServerSeedHash}
          description="Becomes the active server seed when you rotate; the current one is then revealed."
        />
        <Button
          fullWidth
          size="md"
          onClick={() => handleRotate()}
          loading={form.submitting}
          disabled={Boolean(error)}
        >
          Rotate seed pair
        </Button>
        <FormAlert>{formError}</FormAlert>
      </section>
    </>
  );
}

function RevealedPair({
  pair,
  onVerify,
}: {
  pair: RevealedSeed;
  onVerify: (prefill: VerifyPrefill) => void;
}) {
  const bets = pair.nonce;
  // The pair's bets used the nonces 0 .. bets - 1; the last one is the likeliest to check.
  const lastNonce = Math.max(0, bets - 1);
  return (
    <section className={classes.revealed} aria-label="Previous seed pair">
      <div className={classes.revealedHead}>
        <Text fw={800} c="white" size="sm">
          Previous seed pair revealed
        </Text>
        <Text size="xs" c="dimmed">
          {bets === 1 ? '1 bet' : `${bets.toLocaleString()} bets`} made with it
        </Text>
      </div>
      <ValueList
        rows={[
          { term: 'Server seed', value: pair.serverSeed },
          { term: 'Server seed (hashed)', value: pair.serverSeedHash },
          { term: 'Client seed', value: pair.clientSeed },
        ]}
      />
      <Button
        variant="light"
        onClick={() =>
          onVerify({
            // The pair's last bet, with its own game and settings, is the likeliest to check.
            ...(pair.lastBet && isFairnessGame(pair.lastBet.game)
              ? { game: pair.lastBet.game, params: pair.lastBet.params ?? {} }
              : {}),
            serverSeed: pair.serverSeed,
            clientSeed: pair.clientSeed,
            nonce: String(pair.lastBet?.nonce ?? lastNonce),
            serverSeedHash: pair.serverSeedHash,
          })
        }
      >
        Verify a bet with this seed
      </Button>
    </section>
  );
}

function SeedsSkeleton() {
  return (
    <div className={classes.stack} aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <div key={row}>
          <Skeleton height={12} width={140} radius="sm" mb={8} />
          <Skeleton height={36} radius="md" />
        </div>
      ))}
    </div>
  );
}
