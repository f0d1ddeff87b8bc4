import { ActionIcon, Collapse, Tooltip, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { formatPot } from '../../features/jackpot/global-pot';
import { useCountUp, useGlobalPot } from '../../features/jackpot/use-global-pot';
import { useCurrentUser } from '../../lib/current-user';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../../ui/icons';
import tabBar from '../../ui/tab-bar.module.css';
import { CASINO_ITEMS, GAME_ITEMS, GLOBAL_POT_ITEM, type NavItem } from './nav-items';
import classes from './sidebar.module.css';

type SidebarProps = {
  /** Icons only (desktop, menu closed). */
  collapsed: boolean;
  /** Desktop only: the button that opens and closes the menu. */
  onToggleCollapsed?: () => void;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
  /** Phone drawer only: opens game search, which a phone's header gives up to show the balance whole. */
  onSearch?: () => void;
};

export function Sidebar({ collapsed, onToggleCollapsed, onNavigate, onSearch }: SidebarProps) {
  const { user } = useCurrentUser();
  const [mode, setMode] = useState<'casino' | 'sports'>('casino');
  const casinoItems = CASINO_ITEMS.filter((item) => !item.requiresUser || user);

  return (
    <nav aria-label="Main menu" className={classes.nav} data-collapsed={collapsed || undefined}>
      <div className={classes.top}>
        {onToggleCollapsed && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
          >
            <MenuIcon />
          </ActionIcon>
        )}
        {!collapsed && (
          <div className={`${tabBar.list} ${classes.modeToggle}`}>
            {(['casino', 'sports'] as const).map((value) => (
              <UnstyledButton
                key={value}
                className={`${tabBar.tab} ${classes.modeButton}`}
                data-active={mode === value || undefined}
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
              >
                {value === 'casino' ? 'Casino' : 'Sports'}
              </UnstyledButton>
            ))}
          </div>
        )}
        {onSearch && (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Search games" onClick={onSearch}>
            <SearchIcon size={18} />
          </ActionIcon>
        )}
      </div>
      <div className={classes.scroll}>
        {mode === 'sports' && !collapsed && <p className={classes.notice}>Sports betting coming soon</p>}
        <SidebarSection title="Global Pot" collapsed={collapsed}>
          <PotLink collapsed={collapsed} onNavigate={onNavigate} />
        </SidebarSection>
        <SidebarSection title="Casino" collapsed={collapsed}>
          <SidebarLinks items={casinoItems} collapsed={collapsed} onNavigate={onNavigate} />
        </SidebarSection>
        <SidebarSection title="Games" collapsed={collapsed}>
          <SidebarLinks items={GAME_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
        </SidebarSection>
      </div>
    </nav>
  );
}

type SectionProps = { title: string; collapsed: boolean; children: ReactNode };

function SidebarSection({ title, collapsed, children }: SectionProps) {
  const [open, setOpen] = useState(true);
  if (collapsed) return <div className={classes.section}>{children}</div>;
  return (
    <div className={classes.section}>
      <UnstyledButton className={classes.sectionTitle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {title}
        <ChevronDownIcon size={16} className={classes.sectionChevron} data-open={open || undefined} />
      </UnstyledButton>
      <Collapse expanded={open}>{children}</Collapse>
    </div>
  );
}

type LinksProps = { items: NavItem[]; collapsed: boolean; onNavigate?: () => void };

function SidebarLinks({ items, collapsed, onNavigate }: LinksProps) {
  return items.map((item) => (
    <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
  ));
}

type LinkProps = {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
  className?: string;
  /** Shown under the label (the pot's amount); also read out, and in the icon-only tooltip. */
  detail?: { text: string; node: ReactNode };
};

function SidebarLink({ item, collapsed, onNavigate, className, detail }: LinkProps) {
  const Icon = item.icon;
  const label = detail ? `${item.label} ${detail.text}` : item.label;
  const link = (
    <NavLink
      to={item.to}
      end={item.end}
      className={`${classes.link} ${className ?? ''}`}
      onClick={onNavigate}
      aria-label={collapsed || detail ? label : undefined}
    >
      <Icon size={18} className={classes.linkIcon} />
      {!collapsed && (
        <span className={classes.linkText}>
          <span>{item.label}</span>
          {detail?.node}
        </span>
      )}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={label} position="right" offset={12}>
      {link}
    </Tooltip>
  );
}

/** How long the pot takes to count to a new amount. */
const POT_COUNT_MS = 1200;

/** The pot entry (docs/product.md#side-menu) counts up to the current amount, live; without a pot it is a plain link. */
function PotLink({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const pot = useGlobalPot();
  const formatUsd = useUsdFormatter();
  const { value, counting } = useCountUp(pot?.atoms ?? null, POT_COUNT_MS);
  const detail =
    pot && value !== null
      ? {
          // The final figure is what assistive technology reads, not every frame of the count.
          text: formatPot(pot.atoms, pot.currency, formatUsd),
          node: (
            <span
              className={classes.potAmount}
              data-counting={counting || undefined}
              data-testid="sidebar-pot-amount"
              aria-hidden="true"
            >
              {formatPot(value, pot.currency, formatUsd)}
            </span>
          ),
        }
      : undefined;
  return (
    <SidebarLink
      item={GLOBAL_POT_ITEM}
      collapsed={collapsed}
      onNavigate={onNavigate}
      className={classes.pot}
      detail={detail}
    />
  );
}
