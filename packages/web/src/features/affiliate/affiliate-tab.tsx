import { MAX_CAMPAIGNS_PER_PLAYER } from '@ante/core';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { LinkIcon, PlusIcon } from '../../ui/icons';
import { CardLoadFailed, SettingsCard } from '../../ui/settings-card';
import settingsClasses from '../../ui/settings-card.module.css';
import classes from './affiliate.module.css';
import { AffiliateSummary } from './affiliate-summary';
import { CampaignCard } from './campaign-card';
import { CreateCampaignForm } from './campaign-forms';
import { ReferredByCard, SetReferrerCard } from './referrer-card';
import { useAffiliateCampaigns } from './use-affiliate';

function AffiliateSkeleton() {
  return (
    <div className={settingsClasses.stack} aria-busy="true">
      <VisuallyHidden>Loading your campaigns</VisuallyHidden>
      <Skeleton height={260} radius="lg" className={settingsClasses.skeleton} />
      <Skeleton height={380} radius="lg" className={settingsClasses.skeleton} />
    </div>
  );
}

/**
 * Settings > Affiliate: what the player's campaigns have earned and how, each campaign
 * with its link, figures, Claim button and referred players, a form for a new one, and
 * (for a new player) naming who referred them.
 */
export function AffiliateTab() {
  const query = useAffiliateCampaigns();

  if (query.isPending) return <AffiliateSkeleton />;
  if (!query.data) {
    return (
      <SettingsCard icon={LinkIcon} title="Affiliate programme">
        <CardLoadFailed what="Your campaigns" retrying={query.isFetching} onRetry={() => query.refetch()} />
      </SettingsCard>
    );
  }
  const data = query.data;
  const full = data.campaigns.length >= MAX_CAMPAIGNS_PER_PLAYER;

  return (
    <div className={settingsClasses.stack}>
      <AffiliateSummary data={data} />
      {data.referredBy !== null && <ReferredByCard code={data.referredBy} />}
      {data.referredBy === null && data.canSetReferrerUntil !== null && (
        <SetReferrerCard until={data.canSetReferrerUntil} />
      )}
      <SettingsCard
        icon={LinkIcon}
        title="Your campaigns"
        description="Give each place you share a link its own campaign, to see what each one brings."
        aside={
          <span className={classes.campaignCount}>
            {data.campaigns.length} of {MAX_CAMPAIGNS_PER_PLAYER}
          </span>
        }
      >
        <div className={classes.campaigns}>
          {data.campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} defaultPercent={data.commissionPercent} />
          ))}
        </div>
      </SettingsCard>
      <SettingsCard
        icon={PlusIcon}
        title="Create a campaign"
        description={
          full
            ? `You have ${MAX_CAMPAIGNS_PER_PLAYER} campaigns, the most one player may own.`
            : 'A name only you see, and the code its link carries.'
        }
      >
        <CreateCampaignForm disabled={full} />
      </SettingsCard>
    </div>
  );
}
