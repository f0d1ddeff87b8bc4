import type { RealityCheckMinutes } from '@ante/core';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-text';
import { notifySuccess } from '../../lib/notify';
import { ClockIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import { useRealityCheckSetting, useSetRealityCheck } from './reality-check-api';

const OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: '30', label: 'Every 30 minutes' },
  { value: '60', label: 'Every 60 minutes' },
  { value: '120', label: 'Every 120 minutes' },
];

/** Settings → Security: how often the reality check stops play with the session's figures. */
export function RealityCheckCard() {
  const setting = useRealityCheckSetting();
  const change = useSetRealityCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const value = setting.data?.minutes ? String(setting.data.minutes) : 'off';
  const handleChange = (next: string | null) => {
    if (!next || next === value) return;
    setProblem(null);
    const minutes = next === 'off' ? null : (Number(next) as RealityCheckMinutes);
    change.mutate(minutes, {
      onSuccess: () => notifySuccess('Reality check', minutes ? `Every ${minutes} minutes` : 'Off'),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <SettingsCard
      icon={ClockIcon}
      title="Reality check"
      description="At the interval you choose, we pause your play to show how long you have been playing, what you have wagered and your net result."
    >
      <Select
        label="Show a reality check"
        data={OPTIONS}
        value={value}
        onChange={handleChange}
        allowDeselect={false}
        disabled={setting.isPending || change.isPending}
        maw={320}
      />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </SettingsCard>
  );
}
