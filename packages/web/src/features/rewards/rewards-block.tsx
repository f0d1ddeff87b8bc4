import { fromDecimalString } from '@ante/core';
import { UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { RankEmblem } from '../../ui/rank-emblem';
import classes from './loyalty.module.css';
import { openLoyalty } from './loyalty-modal';
import { useRewardsStats } from './use-rewards-stats';

/** At this width and below (docs/product.md#header) the block opens the Rewards page instead of the modal. */
const REWARDS_MODAL_QUERY = '(min-width: 481px)';

/**
 * The header's Rewards block (docs/product.md#header), an animated gem and the total rewards
 * there are to claim, in the player's fiat. Wider than 480px it opens the Loyalty
 * modal, otherwise it goes to /loyalty. On a phone the gem alone shows, with a dot
 * when something is ready.
 */
export function RewardsBlock() {
  const stats = useRewardsStats();
  const format = useUsdFormatter();
  const navigate = useNavigate();
  const total = stats.data?.totalAvailableRewards ?? '0';
  const ready = fromDecimalString(total) > 0n;
  const label = format(total);

  const open = () => {
    if (window.matchMedia(REWARDS_MODAL_QUERY).matches) openLoyalty();
    else navigate('/loyalty');
  };

  return (
    <UnstyledButton
      className={classes.block}
      data-ready={ready || undefined}
      onClick={open}
      aria-label={`Rewards, ${label} to claim`}
      data-testid="rewards-block"
    >
      <span className={classes.blockGem}>
        <RankEmblem rankId={stats.data?.rankId ?? 0} size={24} />
      </span>
      <span className={classes.blockAmount}>{label}</span>
      {ready && <span className={classes.blockDot} aria-hidden="true" />}
    </UnstyledButton>
  );
}
