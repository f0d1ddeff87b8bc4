import { Button, Group, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { greetingFor } from '../../lib/new-player';
import { useAuthModal } from '../../lib/use-auth-modal';
import classes from './home.module.css';

/**
 * The banner's art: a glow and three floating pieces, each piece its own SVG stacked over
 * the others. A floating group inside one SVG would be repainted on the main thread in
 * every frame; a whole element that floats by transform is moved by the compositor alone.
 */
function HeroArt() {
  return (
    <div className={classes.heroArt} aria-hidden="true">
      <svg viewBox="0 0 320 240" aria-hidden="true">
        <defs>
          <radialGradient id="hero-glow">
            <stop offset="0" stopColor="var(--mantine-color-brand-6)" stopOpacity="0.55" />
            <stop offset="1" stopColor="var(--mantine-color-brand-6)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="170" cy="120" r="120" fill="url(#hero-glow)" />
      </svg>
      <svg viewBox="0 0 320 240" aria-hidden="true" className={classes.floatSlow}>
        <circle cx="250" cy="70" r="34" fill="var(--mantine-color-brand-6)" />
        <circle
          cx="250"
          cy="70"
          r="34"
          fill="none"
          stroke="var(--mantine-color-dark-8)"
          strokeWidth="7"
          strokeDasharray="9 8.8"
        />
        <circle cx="250" cy="70" r="18" fill="var(--mantine-color-dark-8)" opacity="0.35" />
      </svg>
      <svg viewBox="0 0 320 240" aria-hidden="true" className={classes.floatFast}>
        <defs>
          <linearGradient id="hero-die" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--mantine-color-white)" />
            <stop offset="1" stopColor="var(--home-blue-84)" />
          </linearGradient>
        </defs>
        <g transform="rotate(-14 140 130)">
          <rect x="90" y="80" width="100" height="100" rx="22" fill="url(#hero-die)" />
          {[
            [115, 105],
            [165, 105],
            [140, 130],
            [115, 155],
            [165, 155],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" fill="var(--mantine-color-dark-8)" />
          ))}
        </g>
      </svg>
      <svg viewBox="0 0 320 240" aria-hidden="true" className={classes.floatSlow}>
        <g transform="rotate(12 250 175)">
          <rect x="222" y="135" width="56" height="78" rx="8" fill="var(--mantine-color-white)" />
          <path
            d="M250 152c-7 9-14 12-14 18a7 7 0 0 0 11 5l-2 9h10l-2-9a7 7 0 0 0 11-5c0-6-7-9-14-18Z"
            fill="var(--mantine-color-dark-8)"
          />
        </g>
      </svg>
    </div>
  );
}

/** The home page's welcome banner; its call to action depends on whether the player is signed in. */
export function HeroBanner() {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();

  return (
    // Not a named region: the lobby's regions are its game rows, and "Originals" must name only that row.
    <div className={classes.hero}>
      <div className={classes.heroText}>
        <Text className={classes.heroEyebrow}>{user ? greetingFor(user) : 'Welcome to Ante'}</Text>
        <Title order={1} className={classes.heroTitle}>
          Play provably fair <span className={classes.heroAccent}>originals</span>
        </Title>
        <Text className={classes.heroLead}>
          Eleven in-house games where every result can be checked. Bet in 13 cryptocurrencies and see your
          balance in your own currency.
        </Text>
        <Group gap="sm" mt="lg">
          {!user && (
            <Button size="lg" className={classes.heroCta} onClick={() => openAuth('register')}>
              Start playing
            </Button>
          )}
          <Button
            component="a"
            href="#originals"
            size="lg"
            variant={user ? 'filled' : 'default'}
            className={classes.heroCta}
          >
            Explore originals
          </Button>
        </Group>
      </div>
      <HeroArt />
    </div>
  );
}
