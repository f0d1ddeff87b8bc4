import { useQuery } from '@tanstack/react-query';
import { fetchRoundInfo, roundInfoQueryKey } from '../../lib/fairness-api';
import { closeModal, useModal } from '../../ui/modal-stack';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const closeBetSlip = () => closeModal('bet-slip');

/**
 * The BetSlip modal (modal stack type 'bet-slip'), opened by
 * `?modal=bet-slip&roundId=…` (docs/product.md#deep-links). Without a roundId the link means
 * nothing and never opens it (app/modal-deep-links.ts); an id that is not a round id
 * is answered "Round not found" without asking the server.
 */
export function useBetSlip() {
  const view = useModal('bet-slip');
  const roundId = view.entry?.metadata.roundId ?? null;
  const validId = roundId !== null && ROUND_ID.test(roundId);

  const round = useQuery({
    queryKey: roundInfoQueryKey(roundId ?? ''),
    queryFn: () => fetchRoundInfo(roundId ?? ''),
    enabled: validId,
  });

  return {
    opened: view.opened && roundId !== null,
    roundId,
    validId,
    round,
    close: closeBetSlip,
    dialogProps: view.dialogProps,
  };
}
