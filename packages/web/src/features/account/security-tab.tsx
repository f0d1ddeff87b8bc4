import { useCurrentUser } from '../../lib/current-user';
import classes from '../../ui/settings-card.module.css';
import { EmailCard } from './email-card';
import { ExclusionCard } from './exclusion-card';
import { PasswordCard } from './password-card';
import { PlayLimitsCard } from './play-limits-card';
import { RealityCheckCard } from './reality-check-card';
import { RecentActivityCard } from './recent-activity-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecurityTab() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={classes.stack}>
      <div className={classes.grid}>
        <EmailCard user={user} />
        <PasswordCard />
      </div>
      <TwoFactorCard user={user} />
      <SessionsCard />
      <RecentActivityCard />
      <PlayLimitsCard />
      <RealityCheckCard />
      <ExclusionCard user={user} />
    </div>
  );
}
