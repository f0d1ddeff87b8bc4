import { Group } from '@mantine/core';
import { TrophyIcon } from '../../ui/icons';
import { closeModal, useModal } from '../../ui/modal-stack';
import { SheetDialog, sheetDialogClasses } from '../../ui/sheet-dialog';
import { LeaderboardBody } from './leaderboard-body';

/**
 * The Leaderboard modal (docs/product.md#modals; metadata `{ competitionId }`): a centred
 * modal on wide screens, a bottom sheet at 768px and below. Anyone may look; a
 * logged-in player also sees their own row pinned below the table.
 */
export function LeaderboardModal() {
  const { entry, opened, dialogProps } = useModal('leaderboard');
  const competitionId = entry?.metadata.competitionId ?? null;
  const title = (
    <Group gap={8} wrap="nowrap">
      <TrophyIcon size={20} className={sheetDialogClasses.titleIcon} />
      Leaderboard
    </Group>
  );
  return (
    <SheetDialog
      opened={opened && competitionId !== null}
      onClose={() => closeModal('leaderboard')}
      dialogProps={dialogProps}
      title={title}
      size={620}
    >
      {competitionId && <LeaderboardBody key={competitionId} competitionId={competitionId} />}
    </SheetDialog>
  );
}
