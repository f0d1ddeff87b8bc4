import { Alert, Button, Modal, Skeleton } from '@mantine/core';
import { AlertIcon, ListIcon } from '../../ui/icons';
import { useIsMobile } from '../../ui/use-is-mobile';
import { BetSlip } from './bet-slip';
import classes from './bet-slip.module.css';
import fairnessClasses from './fairness.module.css';
import { useBetSlip } from './use-bet-slip';
import { openSeedsOverlay, useOpenVerify } from './use-fairness-modal';

/** Bet details of one finished round, opened by `?modal=bet-slip&roundId=…` (the bet feeds link here). */
export function BetSlipModal() {
  const { opened, validId, round, close, dialogProps } = useBetSlip();
  const openVerify = useOpenVerify();
  const isMobile = useIsMobile();

  const notFound = !validId || (round.isSuccess && round.data === null);

  return (
    <Modal
      opened={opened}
      onClose={close}
      {...dialogProps}
      centered
      size={520}
      fullScreen={isMobile}
      title={
        <span className={fairnessClasses.titleRow}>
          <ListIcon size={20} className={fairnessClasses.titleIcon} />
          Bet details
        </span>
      }
      classNames={{
        content: fairnessClasses.content,
        header: fairnessClasses.header,
        title: fairnessClasses.title,
        body: fairnessClasses.body,
      }}
    >
      {notFound ? (
        <div className={classes.empty}>
          <AlertIcon size={22} />
          <strong>Round not found</strong>
          <span>It may still be in play, or the link is wrong.</span>
        </div>
      ) : round.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon size={18} />}
          title="Bet details could not be loaded"
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => round.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : round.data ? (
        <BetSlip round={round.data} onVerify={openVerify} onOpenSeeds={openSeedsOverlay} />
      ) : (
        <BetSlipSkeleton />
      )}
    </Modal>
  );
}

function BetSlipSkeleton() {
  return (
    <div className={classes.slip} aria-busy="true">
      <Skeleton height={56} radius="md" />
      <Skeleton height={72} radius="md" />
      <Skeleton height={140} radius="md" />
      <Skeleton height={160} radius="md" />
    </div>
  );
}
