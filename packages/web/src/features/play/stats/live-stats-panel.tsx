import { type CryptoCode, fromDecimalString } from '@ante/core';
import { ActionIcon, Drawer, FloatingWindow, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { BOTTOM_SHEET } from '../../../ui/bottom-sheet';
import { CurrencyIcon } from '../../../ui/currency-icon';
import { CloseIcon } from '../../../ui/icons';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { formatSignedCoinAmount } from '../format';
import { GripIcon, ResetIcon } from '../play-icons';
import classes from './live-stats.module.css';
import { dispatchStats, setStatsPanelOpen, useLiveStats, useStatsPanelOpen } from './live-stats-store';
import { NetGainChart } from './net-gain-chart';

function signedAmount(decimal: string, currency: CryptoCode): string {
  return formatSignedCoinAmount(fromDecimalString(decimal), currency);
}

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'up' | 'down' }) {
  return (
    <div className={classes.figure}>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figureValue} data-tone={tone}>
        {children}
      </dd>
    </div>
  );
}

function StatsBody({ currency }: { currency: CryptoCode }) {
  const stats = useLiveStats(currency);
  const netGain = fromDecimalString(stats.netGain);
  const coin = <CurrencyIcon currency={currency} size={14} />;
  return (
    <div className={classes.body}>
      <dl className={classes.figures}>
        <Figure label="Net gain" tone={netGain > 0n ? 'up' : netGain < 0n ? 'down' : undefined}>
          {signedAmount(stats.netGain, currency)} {coin}
        </Figure>
        <Figure label="Wagered">
          {signedAmount(stats.betAmount, currency)} {coin}
        </Figure>
        <Figure label="Wins" tone="up">
          {stats.wins}
        </Figure>
        <Figure label="Losses" tone="down">
          {stats.losses}
        </Figure>
      </dl>
      <NetGainChart
        history={stats.netGainHistory}
        formatValue={(decimal) => `${signedAmount(decimal, currency)} ${currency}`}
      />
    </div>
  );
}

function ResetButton() {
  return (
    <Tooltip label="Reset stats">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label="Reset stats"
        onClick={() => dispatchStats({ type: 'reset' })}
      >
        <ResetIcon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Live stats for the selected currency: a floating window the player can drag
 * anywhere on a desktop, a bottom sheet on a phone. It stays open from one game to
 * the next and closes when the player leaves the game pages (see `game-page.tsx`).
 */
export function LiveStatsPanel({ currency }: { currency: CryptoCode }) {
  const open = useStatsPanelOpen();
  const isMobile = useIsMobile();
  const close = () => setStatsPanelOpen(false);

  if (isMobile) {
    return (
      <Drawer
        opened={open}
        onClose={close}
        {...BOTTOM_SHEET}
        title={
          <span className={classes.sheetTitle}>
            Live stats
            <ResetButton />
          </span>
        }
        classNames={{ content: classes.sheet, title: classes.title, header: classes.sheetHeader }}
      >
        <StatsBody currency={currency} />
      </Drawer>
    );
  }

  if (!open) return null;
  return (
    <FloatingWindow
      className={classes.window}
      role="dialog"
      aria-label="Live stats"
      dragHandleSelector={`.${classes.handle}`}
      excludeDragHandleSelector="button"
      initialPosition={{ top: 160, right: 24 }}
      constrainToViewport
      constrainOffset={8}
      // Below the right-hand overlay panel (hotkeys, 120) and every modal: the window
      // floats over the game, never over a panel or dialog the player opened on top.
      zIndex={115}
      shadow="xl"
    >
      <div className={classes.handle}>
        <GripIcon size={16} className={classes.grip} />
        <span className={classes.title}>Live stats</span>
        <div className={classes.tools}>
          <ResetButton />
          <ActionIcon variant="subtle" color="gray" aria-label="Close live stats" onClick={close}>
            <CloseIcon size={16} />
          </ActionIcon>
        </div>
      </div>
      <StatsBody currency={currency} />
    </FloatingWindow>
  );
}
