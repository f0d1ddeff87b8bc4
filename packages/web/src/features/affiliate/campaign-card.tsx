import { type AffiliateCampaign, isCryptoCode } from '@ante/core';
import { Badge, Button, Collapse } from '@mantine/core';
import { useState } from 'react';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { useClaimReward } from '../../lib/wallet/use-claim-reward';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { CurrencyIcon } from '../../ui/currency-icon';
import { ChevronDownIcon, SettingsIcon } from '../../ui/icons';
import classes from './affiliate.module.css';
import { claimCommission } from './affiliate-api';
import { currencyBreakdown, formatPercent, hasCommissionToClaim } from './affiliate-format';
import { CampaignCodeForm, RenameCampaignForm } from './campaign-forms';
import { CampaignLink } from './campaign-link';
import { CommissionChart } from './commission-chart';
import { ReferredPlayers } from './referred-players';
import { useAffiliateKey } from './use-affiliate';

/** What each currency has earned and what a claim would pay in it now. */
function CurrencyBreakdown({ campaign }: { campaign: AffiliateCampaign }) {
  const format = useUsdFormatter();
  const rows = currencyBreakdown(campaign);
  if (rows.length === 0) {
    return <p className={classes.breakdownEmpty}>Commission shows here per currency as your players bet.</p>;
  }
  return (
    <ul className={classes.breakdown} aria-label="Commission per currency">
      {rows.map((row) => (
        <li
          key={row.currency}
          className={classes.breakdownRow}
          data-empty={toAtoms(row.available) === 0n || undefined}
          data-testid={`commission-${row.currency}`}
        >
          {isCryptoCode(row.currency) && <CurrencyIcon currency={row.currency} size={18} />}
          <span className={classes.breakdownAmount}>
            {isCryptoCode(row.currency)
              ? formatCryptoAmount(toAtoms(row.available), row.currency)
              : row.available}
          </span>
          <span className={classes.breakdownCode}>{row.currency}</span>
          <span className={classes.breakdownUsd}>{format(row.availableUsd)}</span>
        </li>
      ))}
    </ul>
  );
}

function ClaimBox({ campaign }: { campaign: AffiliateCampaign }) {
  const format = useUsdFormatter();
  const claim = useClaimReward(
    (id: string) => claimCommission(id),
    () => `${campaign.name}: commission claimed`,
    useAffiliateKey(),
  );
  const claimable = hasCommissionToClaim(campaign);
  return (
    <div className={classes.claimBox} data-ready={claimable || undefined}>
      <div>
        <span className={classes.claimLabel}>Available</span>
        <span className={classes.claimValue} data-testid="campaign-available">
          {format(campaign.availableUsd)}
        </span>
      </div>
      <Button
        onClick={(event) => claim.mutate({ input: campaign.id, from: event.currentTarget })}
        loading={claim.isPending}
        disabled={!claimable}
        className={classes.claimButton}
      >
        Claim
      </Button>
    </div>
  );
}

/**
 * One campaign: its code and link, what it brought (visits, sign-ups, wagers), the
 * commission it earned per currency and per day, and a Claim button. The referred
 * players and the edit forms open below, the players read only then.
 */
export function CampaignCard({
  campaign,
  defaultPercent,
}: {
  campaign: AffiliateCampaign;
  defaultPercent: number;
}) {
  const format = useUsdFormatter();
  const [playersOpen, setPlayersOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const stats = [
    { label: 'Link visits', value: campaign.hits.toLocaleString() },
    { label: 'Sign-ups', value: campaign.referredPlayers.toLocaleString() },
    { label: 'Wagered', value: format(campaign.wageredUsd) },
    { label: 'Earned', value: format(campaign.earnedUsd) },
  ];

  return (
    <article className={classes.campaign} aria-label={`Campaign ${campaign.name}`} data-testid="campaign">
      <header className={classes.campaignHead}>
        <div className={classes.campaignTitle}>
          <h3 className={classes.campaignName}>{campaign.name}</h3>
          <div className={classes.campaignBadges}>
            <code className={classes.campaignCode}>{campaign.code}</code>
            {campaign.isDefault && (
              <Badge size="sm" variant="light" color="gray">
                Default
              </Badge>
            )}
            {campaign.commissionPercent !== defaultPercent && (
              <Badge size="sm" variant="light" color="brand">
                {formatPercent(campaign.commissionPercent)} rate
              </Badge>
            )}
          </div>
        </div>
        <ClaimBox campaign={campaign} />
      </header>

      <CampaignLink code={campaign.code} name={campaign.name} />

      <dl className={classes.campaignStats}>
        {stats.map((stat) => (
          <div key={stat.label} className={classes.campaignStat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className={classes.campaignBody}>
        <CommissionChart daily={campaign.daily} />
        <CurrencyBreakdown campaign={campaign} />
      </div>

      <div className={classes.campaignActions}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={
            <ChevronDownIcon size={16} className={classes.chevron} data-open={playersOpen || undefined} />
          }
          onClick={() => setPlayersOpen((open) => !open)}
          aria-expanded={playersOpen}
        >
          Referred players ({campaign.referredPlayers.toLocaleString()})
        </Button>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<SettingsIcon size={16} />}
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
        >
          Edit
        </Button>
      </div>

      <Collapse expanded={editing} keepMounted={false}>
        <div className={classes.editPanel}>
          <RenameCampaignForm
            key={`name-${campaign.name}`}
            campaignId={campaign.id}
            current={campaign.name}
          />
          <CampaignCodeForm key={`code-${campaign.code}`} campaignId={campaign.id} current={campaign.code} />
          <p className={classes.editNote}>Changing the code stops links with the current one from working.</p>
        </div>
      </Collapse>
      <Collapse expanded={playersOpen} keepMounted={false}>
        <div className={classes.playersPanel}>
          <ReferredPlayers campaignId={campaign.id} count={campaign.referredPlayers} />
        </div>
      </Collapse>
    </article>
  );
}
