import type { BlackjackActionName } from '@ante/core';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RoundActionsProps } from '../../game-ui';
import classes from './blackjack-actions.module.css';
import { allowedActions, blackjackView } from './blackjack-view';

const PLAY: { action: BlackjackActionName; label: string }[] = [
  { action: 'hit', label: 'Hit' },
  { action: 'stand', label: 'Stand' },
  { action: 'split', label: 'Split' },
  { action: 'double', label: 'Double' },
];

/** Hit, stand, split and double in the bet panel, with the insurance offer above them when the dealer shows an ace. */
export function BlackjackActions({ round, act, busy }: RoundActionsProps) {
  const view = blackjackView(round);
  const allowed = allowedActions(view);
  const send = (action: BlackjackActionName) => act({ action });

  return (
    <Stack gap="sm">
      {view?.phase === 'insurance' && (
        <div className={classes.insurance}>
          <Text fw={700} size="sm">
            Insurance?
          </Text>
          <Text size="xs" c="dark.1">
            Costs half your bet, pays 2 to 1 if the dealer has blackjack.
          </Text>
          <SimpleGrid cols={1} spacing="xs">
            <Button size="sm" disabled={busy || !allowed.insurance} onClick={() => send('insurance')}>
              Accept insurance
            </Button>
            <Button
              size="sm"
              variant="default"
              disabled={busy || !allowed.noInsurance}
              onClick={() => send('noInsurance')}
            >
              No insurance
            </Button>
          </SimpleGrid>
        </div>
      )}
      <SimpleGrid cols={2} spacing="xs">
        {PLAY.map(({ action, label }) => (
          <Button
            key={action}
            size="md"
            variant="default"
            className={classes.play}
            disabled={busy || !allowed[action]}
            onClick={() => send(action)}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
