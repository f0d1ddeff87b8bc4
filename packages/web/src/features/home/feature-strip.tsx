import { Text, ThemeIcon } from '@mantine/core';
import { BoltIcon, GiftIcon, ShieldCheckIcon } from '../../ui/icons';
import classes from './home.module.css';

const FEATURES = [
  {
    title: 'Provably fair',
    text: 'Every roll comes from your own seed and ours; verify any bet after the fact.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Crypto in, crypto out',
    text: 'Deposit and withdraw in 13 coins across the major networks.',
    icon: BoltIcon,
  },
  {
    title: 'Rewards that add up',
    text: 'Every bet counts toward your rank, and each new rank pays a level-up bonus.',
    icon: GiftIcon,
  },
];

export function FeatureStrip() {
  return (
    <section className={classes.features} aria-label="Why Ante">
      {FEATURES.map(({ title, text, icon: Icon }) => (
        <div key={title} className={classes.feature}>
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon size={22} />
          </ThemeIcon>
          <div>
            <Text fw={800} c="white">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        </div>
      ))}
    </section>
  );
}
