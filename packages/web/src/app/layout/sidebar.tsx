import { ActionIcon, Collapse, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons';
import { CASINO_ITEMS, GAME_ITEMS, GLOBAL_POT_ITEM, type NavItem } from './nav-items';
import classes from './sidebar.module.css';

type SidebarProps = {
  /** Icons only (desktop, menu closed). */
  collapsed: boolean;
  /** Desktop only: the button that opens and closes the menu. */
  onToggleCollapsed?: () => void;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
};

export function Sidebar({ collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
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
          <div className={classes.modeToggle}>
            {(['casino', 'sports'] as const).map((value) => (
              <UnstyledButton
                key={value}
                className={classes.modeButton}
                data-active={mode === value || undefined}
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
              >
                {value === 'casino' ? 'Casino' : 'Sports'}
              </UnstyledButton>
            ))}
          </div>
        )}
      </div>
      <div className={classes.scroll}>
        {mode === 'sports' && !collapsed && <p className={classes.notice}>Sports betting coming soon</p>}
        <div className={classes.pot}>
          <SidebarLink item={GLOBAL_POT_ITEM} collapsed={collapsed} onNavigate={onNavigate} />
        </div>
        <SidebarSection title="Casino" items={casinoItems} collapsed={collapsed} onNavigate={onNavigate} />
        <SidebarSection title="Games" items={GAME_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}

type SectionProps = { title: string; items: NavItem[]; collapsed: boolean; onNavigate?: () => void };

function SidebarSection({ title, items, collapsed, onNavigate }: SectionProps) {
  const [open, setOpen] = useState(true);
  const links = items.map((item) => (
    <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
  ));
  if (collapsed) return <div className={classes.section}>{links}</div>;
  return (
    <div className={classes.section}>
      <UnstyledButton className={classes.sectionTitle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {title}
        <ChevronDownIcon size={16} className={classes.sectionChevron} data-open={open || undefined} />
      </UnstyledButton>
      <Collapse expanded={open}>{links}</Collapse>
    </div>
  );
}

type LinkProps = { item: NavItem; collapsed: boolean; onNavigate?: () => void };

function SidebarLink({ item, collapsed, onNavigate }: LinkProps) {
  const Icon = item.icon;
  const link = (
    <NavLink
      to={item.to}
      end={item.end}
      className={classes.link}
      onClick={onNavigate}
      aria-label={collapsed ? item.label : undefined}
    >
      <Icon size={18} className={classes.linkIcon} />
      {!collapsed && <span>{item.label}</span>}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={item.label} position="right" offset={12}>
      {link}
    </Tooltip>
  );
}
