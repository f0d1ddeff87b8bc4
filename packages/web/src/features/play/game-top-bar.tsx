import type { Game } from '@ante/core';
import { ActionIcon, Button, Popover, Slider, Tooltip } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSetting } from '../../lib/client-settings';
import { useCurrentUser } from '../../lib/current-user';
import { FavoriteButton } from '../../ui/favorite-button';
import { BoltIcon, ShieldCheckIcon } from '../../ui/icons';
import classes from './game-page.module.css';
import { ChartLineIcon, KeyboardIcon, VolumeIcon, VolumeOffIcon } from './play-icons';
import { playCue } from './sound';
import { setStatsPanelOpen, useStatsPanelOpen } from './stats/live-stats-store';

export function VolumeControl() {
  const [volume, setVolume] = useSetting('volume');
  const muted = volume <= 0;
  // Unmuting brings back the level the player had chosen, not full volume.
  const lastAudible = useRef(1);
  if (volume > 0) lastAudible.current = volume;
  return (
    <Popover position="bottom-end" shadow="lg" withArrow trapFocus={false} width={220}>
      <Popover.Target>
        <Tooltip label="Volume">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Volume" className={classes.tool}>
            {muted ? <VolumeOffIcon size={18} /> : <VolumeIcon size={18} />}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown className={classes.volumeDropdown}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={muted ? 'Unmute' : 'Mute'}
          onClick={() => setVolume(muted ? lastAudible.current : 0)}
        >
          {muted ? <VolumeOffIcon size={16} /> : <VolumeIcon size={16} />}
        </ActionIcon>
        <Slider
          className={classes.volumeSlider}
          value={volume}
          onChange={setVolume}
          // A short blip at the chosen level, so the player hears what they picked.
          onChangeEnd={(value) => playCue('click', value)}
          min={0}
          max={1}
          step={0.05}
          label={(value) => `${Math.round(value * 100)}%`}
          thumbLabel="Volume"
          size="sm"
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Opens and closes the live stats panel, on every game page (originals and providers' games). */
export function LiveStatsToggle() {
  const statsOpen = useStatsPanelOpen();
  return (
    <Tooltip label="Live stats">
      <ActionIcon
        variant={statsOpen ? 'light' : 'subtle'}
        color={statsOpen ? 'brand' : 'gray'}
        size="lg"
        aria-label="Live stats"
        aria-pressed={statsOpen}
        className={classes.tool}
        onClick={() => setStatsPanelOpen(!statsOpen)}
      >
        <ChartLineIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

type GameTopBarProps = { game: Game; hotkeysOpen: boolean; onToggleHotkeys(): void };

/** The game's name and its tools: favourite, fairness, hotkeys, live stats, volume and speed. */
export function GameTopBar({ game, hotkeysOpen, onToggleHotkeys }: GameTopBarProps) {
  const { user } = useCurrentUser();
  const [, setSearchParams] = useSearchParams();
  const [speed, setSpeed] = useSetting('speed');
  const fast = speed === 'fast';

  const handleFairness = () =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('modal', 'seeds');
      return next;
    });

  return (
    <div className={classes.topBar}>
      <div className={classes.heading}>
        <h1 className={classes.name}>{game.name}</h1>
        <span className={classes.provider}>{game.provider}</span>
      </div>
      <div className={classes.tools}>
        {user && <FavoriteButton game={game} look="tool" className={classes.tool} />}
        <Tooltip label={fast ? 'Fast animations on' : 'Fast animations off'}>
          <ActionIcon
            variant={fast ? 'light' : 'subtle'}
            color={fast ? 'brand' : 'gray'}
            size="lg"
            aria-label="Fast speed"
            aria-pressed={fast}
            className={classes.tool}
            onClick={() => setSpeed(fast ? 'normal' : 'fast')}
          >
            <BoltIcon size={18} />
          </ActionIcon>
        </Tooltip>
        <VolumeControl />
        <LiveStatsToggle />
        <Tooltip label="Hotkeys">
          <ActionIcon
            variant={hotkeysOpen ? 'light' : 'subtle'}
            color={hotkeysOpen ? 'brand' : 'gray'}
            size="lg"
            aria-label="Hotkeys"
            aria-pressed={hotkeysOpen}
            className={classes.tool}
            onClick={onToggleHotkeys}
          >
            <KeyboardIcon size={18} />
          </ActionIcon>
        </Tooltip>
        <Button
          variant="default"
          size="sm"
          leftSection={<ShieldCheckIcon size={16} />}
          onClick={handleFairness}
          className={classes.fairness}
        >
          Fairness
        </Button>
      </div>
    </div>
  );
}
