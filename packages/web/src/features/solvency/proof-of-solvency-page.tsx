import { isCryptoCode, type SolvencySnapshot } from '@ante/core';
import { Badge, Button, Loader, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { useAuthModal } from '../../lib/use-auth-modal';
import { CopyAction } from '../../ui/copy-field';
import { CurrencyIcon } from '../../ui/currency-icon';
import { CheckIcon, ShieldCheckIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { type CurrencyCheck, checkProof } from './check-proof';
import { ReserveAddresses } from './reserve-addresses';
import classes from './solvency.module.css';
import { fetchProof, useSolvency, useSolvencySnapshot } from './solvency-api';

/** The command-line verifier the site serves, for players who would rather not trust this page. */
const VERIFIER_URL = '/solvency/verify-proof.mjs';

function amountText(value: string, currency: string) {
  return isCryptoCode(currency) ? formatCryptoAmount(toAtoms(value), currency) : value;
}

function RatioBadge({ ratio, source }: { ratio: string | null; source: string }) {
  if (ratio === null) {
    return (
      <Badge color="gray" variant="light">
        No chain figure
      </Badge>
    );
  }
  const covered = Number(ratio) >= 1;
  return (
    <span className={classes.cover}>
      <Badge
        color={covered ? 'teal' : 'red'}
        variant="light"
        title={`Reserves read from the ${source} chain`}
      >
        {ratio}×
      </Badge>
      {source === 'simulated' && (
        <Text size="xs" c="dimmed">
          test coins
        </Text>
      )}
    </span>
  );
}

function Roots({ snapshot }: { snapshot: SolvencySnapshot }) {
  if (snapshot.currencies.length === 0) {
    return <Text c="dimmed">Nobody was owed anything when this snapshot was taken.</Text>;
  }
  return (
    <table className={classes.table} aria-label="Liabilities and reserves by currency">
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col">Owed to players</th>
          <th scope="col">Reserves</th>
          <th scope="col">Cover</th>
          <th scope="col">Root</th>
        </tr>
      </thead>
      <tbody>
        {snapshot.currencies.map((entry) => (
          <tr key={entry.currency} className={classes.row}>
            <th scope="row" className={classes.currency}>
              <span className={classes.currencyName}>
                {isCryptoCode(entry.currency) && <CurrencyIcon currency={entry.currency} size={22} />}
                {entry.currency}
              </span>
            </th>
            <td className={classes.figure} data-label="Owed to players">
              {amountText(entry.liabilities, entry.currency)}
            </td>
            <td className={classes.figure} data-label="Reserves">
              {entry.reserves === null ? '—' : amountText(entry.reserves, entry.currency)}
            </td>
            <td data-label="Cover">
              <RatioBadge ratio={entry.ratio} source={entry.reservesSource} />
            </td>
            <td data-label="Root">
              <span className={classes.root}>
                <code title={entry.root.hash}>{entry.root.hash.slice(0, 12)}…</code>
                <CopyAction value={entry.root.hash} name={`Copy the ${entry.currency} root`} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Fetches the player's proof, checks it here in the browser, and offers it as a file. */
function MyInclusion({ snapshot }: { snapshot: SolvencySnapshot }) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'checking' }
    | { kind: 'done'; checks: CurrencyCheck[]; file: string }
    | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  if (!user) {
    return (
      <div className={classes.verify}>
        <Text fw={700}>Check your own balance</Text>
        <Text size="sm" c="dimmed">
          Log in to get your proof and check that your balance is counted in the totals above.
        </Text>
        <Button variant="light" onClick={() => openAuth('login')}>
          Log in to check
        </Button>
      </div>
    );
  }
  const check = async () => {
    setState({ kind: 'checking' });
    try {
      const proof = await fetchProof(snapshot.id);
      const file = URL.createObjectURL(
        new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' }),
      );
      setState({ kind: 'done', checks: checkProof(proof, snapshot), file });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : 'The proof could not be loaded.',
      });
    }
  };
  return (
    <div className={classes.verify}>
      <Text fw={700}>Check your own balance</Text>
      <Text size="sm" c="dimmed">
        Your balance is split into two leaves hidden among everyone's. This page fetches their paths and
        recomputes every hash up to the roots above, in your browser.
      </Text>
      <Button onClick={check} loading={state.kind === 'checking'} leftSection={<ShieldCheckIcon size={16} />}>
        Verify my inclusion
      </Button>
      {state.kind === 'error' && (
        <Text c="red" size="sm" role="alert">
          {state.message}
        </Text>
      )}
      {state.kind === 'done' && (
        <div aria-live="polite" className={classes.results}>
          {state.checks.length === 0 ? (
            <Text size="sm">
              You were owed nothing when this snapshot was taken, so there is nothing to prove.
            </Text>
          ) : (
            state.checks.map((entry) => (
              <div key={entry.currency} className={classes.result} data-included={entry.included}>
                {entry.included ? <CheckIcon size={16} /> : <span aria-hidden="true">✗</span>}
                <span>
                  {entry.included
                    ? `${amountText(entry.amount, entry.currency)} ${entry.currency} included: both leaves lead to the root`
                    : `${entry.currency}: your leaves do not lead to the published root`}
                </span>
              </div>
            ))
          )}
          <div className={classes.links}>
            <a href={state.file} download={`ante-solvency-proof-${snapshot.id}.json`}>
              Download my proof
            </a>
            <a href={VERIFIER_URL} download="verify-proof.mjs">
              Command-line verifier
            </a>
          </div>
          <Text size="xs" c="dimmed">
            Check it on your own machine:{' '}
            <code>node verify-proof.mjs ante-solvency-proof-….json {window.location.origin}</code>
          </Text>
        </div>
      )}
    </div>
  );
}

/** /proof-of-solvency: what the casino owes its players, what it holds, and each player's own check. */
export function ProofOfSolvencyPage() {
  const solvency = useSolvency();
  const [chosen, setChosen] = useState<string | null>(null);
  const older = useSolvencySnapshot(chosen);
  const latest = solvency.data?.snapshot ?? null;
  const snapshot = chosen ? (older.data ?? null) : latest;
  const options = latest
    ? [latest, ...(solvency.data?.history ?? [])].map((entry, index) => ({
        value: entry.id,
        label: `${new Date(entry.takenAt).toLocaleString()}${index === 0 ? ' (latest)' : ''}`,
      }))
    : [];
  return (
    <div>
      <ListPageHeader icon={ShieldCheckIcon} title="Proof of solvency" />
      <section className={classes.hero}>
        <p className={classes.lead}>
          Every player's balance is counted in a public total. Each total is the root of a Merkle sum tree:
          change or hide one balance and the root changes, and no balance can be negative. Check that yours is
          in it.
        </p>
      </section>
      {solvency.isPending ? (
        <Loader size="sm" />
      ) : !latest ? (
        <Text c="dimmed">No snapshot has been taken yet. The first is taken at midnight UTC.</Text>
      ) : (
        <>
          <div className={classes.bar}>
            <Select
              label="Snapshot"
              data={options}
              value={snapshot?.id ?? latest.id}
              onChange={(value) => setChosen(value && value !== latest.id ? value : null)}
              allowDeselect={false}
              className={classes.select}
            />
          </div>
          {snapshot ? (
            <>
              <Roots snapshot={snapshot} />
              <ReserveAddresses snapshot={snapshot} />
              <MyInclusion key={snapshot.id} snapshot={snapshot} />
            </>
          ) : (
            <Loader size="sm" />
          )}
        </>
      )}
    </div>
  );
}
