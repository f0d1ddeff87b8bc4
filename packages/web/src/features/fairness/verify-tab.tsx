import { ActionIcon, NativeSelect, TextInput } from '@mantine/core';
import { CopyAction } from '../../ui/copy-field';
import copyFieldClasses from '../../ui/copy-field.module.css';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import classes from './fairness.module.css';
import { FAIRNESS_GAMES, fairnessGameName, isFairnessGame } from './fairness-games';
import { useSha256 } from './use-verify-form';
import { MAX_NONCE, type VerifyForm, type VerifyState } from './verify-form';
import { VerifyParamsForm } from './verify-params-form';
import { VerifyResult } from './verify-result';

const GAME_OPTIONS = FAIRNESS_GAMES.map((slug) => ({ value: slug, label: fairnessGameName(slug) }));

type VerifyTabProps = {
  form: VerifyForm;
  state: VerifyState;
  onChange: (next: VerifyForm) => void;
};

/**
 * Verify tab: anyone, logged in or not, recomputes an outcome from the seeds in the
 * browser with core's code. Opened filled in by a verify link (see verify-link.ts).
 */
export function VerifyTab({ form, state, onChange }: VerifyTabProps) {
  const set = <K extends keyof VerifyForm>(key: K, value: VerifyForm[K]) =>
    onChange({ ...form, [key]: value });
  const nonce = Number(form.nonce);
  const nonceIsNumber = /^\d+$/.test(form.nonce.trim());

  return (
    <div className={classes.stack}>
      <NativeSelect
        label="Game"
        size="sm"
        value={form.game}
        data={GAME_OPTIONS}
        onChange={(event) => {
          const game = event.currentTarget.value;
          if (isFairnessGame(game)) set('game', game);
        }}
      />
      <div>
        <TextInput
          label="Server seed"
          placeholder="Revealed after you rotate your seed pair"
          size="sm"
          value={form.serverSeed}
          onChange={(event) =>
            onChange({ ...form, serverSeed: event.currentTarget.value, expectedHash: null })
          }
          error={state.errors.serverSeed}
          classNames={{ input: copyFieldClasses.monoInput }}
          spellCheck={false}
          autoComplete="off"
        />
        <SeedHash serverSeed={form.serverSeed.trim()} expected={form.expectedHash} />
      </div>
      <div className={classes.seedRow}>
        <TextInput
          label="Client seed"
          size="sm"
          value={form.clientSeed}
          onChange={(event) => set('clientSeed', event.currentTarget.value)}
          error={state.errors.clientSeed}
          classNames={{ input: copyFieldClasses.monoInput }}
          spellCheck={false}
          autoComplete="off"
        />
        <TextInput
          label="Nonce"
          size="sm"
          inputMode="numeric"
          value={form.nonce}
          onChange={(event) => set('nonce', event.currentTarget.value)}
          error={state.errors.nonce}
          classNames={{ input: classes.nonceInput }}
          rightSectionWidth={64}
          rightSection={
            // Named for what they do to the bet, so they do not answer to the input's label "Nonce".
            <div className={classes.stepper}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Previous bet"
                disabled={!nonceIsNumber || nonce <= 0}
                onClick={() => set('nonce', String(nonce - 1))}
              >
                −
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Next bet"
                disabled={!nonceIsNumber || nonce >= MAX_NONCE}
                onClick={() => set('nonce', String(nonce + 1))}
              >
                +
              </ActionIcon>
            </div>
          }
        />
      </div>
      <fieldset className={classes.paramsBox}>
        <legend className={classes.paramsLegend}>{fairnessGameName(form.game)} parameters</legend>
        <VerifyParamsForm game={form.game} value={form.params} onChange={(params) => set('params', params)} />
      </fieldset>
      <VerifyResult state={state} />
    </div>
  );
}

/** The server seed's SHA-256, to hold against the hash shown before the bets were placed. */
function SeedHash({ serverSeed, expected }: { serverSeed: string; expected: string | null }) {
  const hash = useSha256(serverSeed);
  if (serverSeed === '') return null;
  const matches = hash !== null && expected !== null && hash === expected.toLowerCase();
  return (
    <div className={classes.hashBox}>
      <div className={classes.hashHead}>
        <span className={classes.hashTitle}>SHA-256 of this seed</span>
        {hash && <CopyAction value={hash} name="Copy hash" />}
      </div>
      <code className={classes.hashValue}>{hash ?? '…'}</code>
      {hash && expected !== null && (
        <span className={classes.hashCheck} data-ok={matches || undefined} role="status">
          {matches ? <CheckIcon size={14} /> : <AlertIcon size={14} />}
          {matches
            ? 'Matches the hash shown before the bet'
            : `Does not match the hash shown before the bet (${expected.slice(0, 16)}…)`}
        </span>
      )}
    </div>
  );
}
