import type { Permission } from '@ante/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import {
  AlertIcon,
  ChatIcon,
  CoinsIcon,
  GiftIcon,
  HomeIcon,
  type IconComponent,
  IdCardIcon,
  LayersIcon,
  LinkIcon,
  ListIcon,
  PlayIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../ui/icons';
import { BugIcon, MegaphoneIcon } from './shell/back-office-icons';

/** One screen of the back office: where it lives, how the navigation names it, who may open it. */
export type BackOfficeSection = {
  /** The address under /admin; '' is the overview at /admin itself. */
  path: string;
  label: string;
  icon: IconComponent;
  /** The permission the staff member needs to see the section; null: every member of staff. */
  permission: Permission | null;
  /** Loaded when first opened, so a member of staff downloads only the screens they use. */
  component: LazyExoticComponent<ComponentType>;
};

/**
 * Every section of the back office, in the navigation's order. Adding a screen is one
 * entry here: the navigation and the routes are both made from this list, and each
 * member of staff sees the entries their role allows (`sectionsFor`).
 */
export const SECTIONS: readonly BackOfficeSection[] = [
  {
    path: '',
    label: 'Overview',
    icon: HomeIcon,
    permission: null,
    component: lazy(() => import('./overview/overview-page')),
  },
  {
    path: 'players',
    label: 'Players',
    icon: UserIcon,
    permission: 'players.read',
    component: lazy(() => import('./players/players-page')),
  },
  {
    path: 'withdrawals',
    label: 'Withdrawals',
    icon: WalletIcon,
    permission: 'withdrawals.read',
    component: lazy(() => import('./money/withdrawals-page')),
  },
  {
    path: 'adjustments',
    label: 'Balance adjustments',
    icon: CoinsIcon,
    permission: 'balances.adjust',
    component: lazy(() => import('./money/adjustments-page')),
  },
  {
    path: 'risk',
    label: 'Risk flags',
    icon: AlertIcon,
    permission: 'risk.review',
    component: lazy(() => import('./risk/risk-page')),
  },
  {
    path: 'support',
    label: 'Live support',
    icon: ChatIcon,
    permission: 'support.reply',
    component: lazy(() => import('./support/support-page')),
  },
  {
    path: 'verification',
    label: 'Verification queue',
    icon: IdCardIcon,
    permission: 'kyc.review',
    component: lazy(() => import('./verification/verification-queue-page')),
  },
  {
    path: 'codes',
    label: 'Codes and offers',
    icon: GiftIcon,
    permission: 'codes.manage',
    component: lazy(() => import('./codes/codes-page')),
  },
  {
    path: 'competitions',
    label: 'Competitions',
    icon: TrophyIcon,
    permission: 'competitions.manage',
    component: lazy(() => import('./competitions/competitions-page')),
  },
  {
    path: 'pot',
    label: 'Global pot',
    icon: SparklesIcon,
    permission: 'pot.configure',
    component: lazy(() => import('./pot/pot-page')),
  },
  {
    path: 'chat',
    label: 'Chat moderation',
    icon: ChatIcon,
    permission: 'chat.moderate',
    component: lazy(() => import('./chat/chat-moderation-page')),
  },
  {
    path: 'game-messages',
    label: 'Game messages',
    icon: MegaphoneIcon,
    permission: 'games.configure',
    component: lazy(() => import('./game-messages/game-message-page')),
  },
  {
    path: 'affiliates',
    label: 'Affiliate commission',
    icon: LinkIcon,
    permission: 'affiliates.manage',
    component: lazy(() => import('./affiliate/commission-page')),
  },
  {
    path: 'games',
    label: 'Games',
    icon: PlayIcon,
    permission: 'games.configure',
    component: lazy(() => import('./games/games-page')),
  },
  {
    path: 'providers',
    label: 'Providers',
    icon: LayersIcon,
    permission: 'providers.read',
    component: lazy(() => import('./games/providers-page')),
  },
  {
    path: 'ledger',
    label: 'Ledger',
    icon: ShieldCheckIcon,
    permission: 'ledger.read',
    component: lazy(() => import('./ledger/ledger-page')),
  },
  {
    path: 'errors',
    label: 'Crash reports',
    icon: BugIcon,
    permission: 'errors.read',
    component: lazy(() => import('./support/errors-page')),
  },
  {
    path: 'audit',
    label: 'Audit log',
    icon: ListIcon,
    permission: 'audit.read',
    component: lazy(() => import('./audit/audit-page')),
  },
  {
    path: 'staff',
    label: 'Staff and roles',
    icon: UsersIcon,
    permission: 'staff.manage',
    component: lazy(() => import('./staff/staff-page')),
  },
];

/** The sections a member of staff holding `permissions` may open, in the list's order. */
export function sectionsFor<Section extends Pick<BackOfficeSection, 'permission'>>(
  sections: readonly Section[],
  permissions: readonly string[],
): Section[] {
  const held = new Set(permissions);
  return sections.filter((section) => section.permission === null || held.has(section.permission));
}

/** Whether the staff member may open a section needing `permission` (for links between sections). */
export function allows(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}
