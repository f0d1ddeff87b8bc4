import type { AffiliateCampaignsResponse } from '@ante/core';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { CoinsIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import classes from './affiliate.module.css';
import { affiliateTotals, commissionFormula } from './affiliate-format';

const STEPS = [
  {
    title: 'Share a link',
    text: 'Each campaign has its own code and link. Post it wherever you talk about games.',
  },
  { title: 'They sign up', text: 'A visitor who registers through your link becomes your referred player.' },
  {
    title: 'You earn on every bet',
    text: 'Their settled bets earn you commission, yours to claim whenever you like.',
  },
];

/**
 * The header of the tab: what every campaign adds up to, and how commission is
 * counted, at the programme's rate from the answer (a campaign with a rate of its own
 * shows it on its card).
 */
export function AffiliateSummary({ data }: { data: AffiliateCampaignsResponse }) {
  const format = useUsdFormatter();
  const totals = affiliateTotals(data.campaigns);
  const tiles = [
    {
      label: 'Available commission',
      value: format(totals.availableUsd),
      accent: true,
      testId: 'affiliate-available',
    },
    { label: 'Total earned', value: format(totals.earnedUsd), testId: 'affiliate-earned' },
    { label: 'Total claimed', value: format(totals.claimedUsd), testId: 'affiliate-claimed' },
    {
      label: 'Referred players',
      value: totals.referredPlayers.toLocaleString(),
      testId: 'affiliate-referred',
    },
  ];

  return (
    <SettingsCard
      icon={CoinsIcon}
      title="Affiliate programme"
      description="Bring players to Ante and earn a share of the house edge on everything they play."
    >
      <dl className={classes.tiles}>
        {tiles.map((tile) => (
          <div key={tile.label} className={classes.tile} data-accent={tile.accent || undefined}>
            <dt className={classes.tileLabel}>{tile.label}</dt>
            <dd className={classes.tileValue} data-testid={tile.testId}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={classes.formula}>
        <p className={classes.formulaLead}>
          You earn <code className={classes.formulaCode}>{commissionFormula(data.commissionPercent)}</code> on
          every bet your referred players settle.
        </p>
        <p className={classes.formulaNote}>
          Commission is paid in the currency of each bet, and is halved while the player is playing through a
          bonus.
        </p>
      </div>
      <ol className={classes.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SettingsCard>
  );
}
