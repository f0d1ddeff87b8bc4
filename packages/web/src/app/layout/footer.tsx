import type { SiteConfig } from '@ante/core';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import {
  type HelpCenterLink,
  useHelpCenterLink,
  useLicense,
  useSocialLinks,
  useSupportEmail,
} from '../../lib/site-config';
import { InstagramIcon, ShieldCheckIcon, TelegramIcon, XLogoIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import classes from './footer.module.css';

type FooterLink = { label: string; to?: string; href?: string; icon?: ReactNode };

type SiteLinks = {
  supportEmail: string;
  helpCenter: HelpCenterLink;
  socials: SiteConfig['socials'];
  signedIn: boolean;
};

/**
 * The footer (docs/product.md#footer): Policies; Support; Platform Links; Socials. Support and social links
 * follow the operator's settings. The footer links only to what exists: support is by
 * e-mail, so it is called that rather than Live Support, and the Help Center is the
 * casino's own at /help unless the operator names an outside one. Redeem Code is a deep link
 * (`?modal=redeem-code`) that opens its dialog over the page the player is on. The
 * Affiliate Program is the settings tab with the player's links; a visitor has none
 * yet, so it opens Register (`?modal=register`) instead.
 */
const columns = ({
  supportEmail,
  helpCenter,
  socials,
  signedIn,
}: SiteLinks): { title: string; links: FooterLink[] }[] => [
  {
    title: 'Policies',
    links: [
      { label: 'Terms of Service', to: '/legal?tab=tos' },
      { label: 'Privacy Policy', to: '/legal?tab=privacy-policy' },
      { label: 'AML/CFT', to: '/legal?tab=aml-cft' },
      { label: 'Dispute Resolution', to: '/legal?tab=dispute-resolution' },
      { label: 'Responsible Gambling', to: '/legal?tab=responsible-gambling' },
      { label: 'Proof of Solvency', to: '/proof-of-solvency' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Live Chat', to: '?support=open' },
      { label: 'E-mail Support', href: `mailto:${supportEmail}` },
      helpCenter.external
        ? { label: 'Help Center', href: helpCenter.href }
        : { label: 'Help Center', to: helpCenter.to },
    ],
  },
  {
    title: 'Platform Links',
    links: [
      { label: 'Affiliate Program', to: signedIn ? '/settings?tab=affiliate' : '?modal=register' },
      { label: 'Redeem Code', to: '?modal=redeem-code' },
      { label: 'VIP Program', to: '/loyalty' },
    ],
  },
  {
    title: 'Socials',
    links: [
      { label: 'X (Twitter)', href: socials.x, icon: <XLogoIcon size={14} /> },
      { label: 'Telegram', href: socials.telegram, icon: <TelegramIcon size={14} /> },
      { label: 'Instagram', href: socials.instagram, icon: <InstagramIcon size={14} /> },
    ],
  },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  const content = (
    <>
      {link.icon}
      {link.label}
    </>
  );
  if (link.to) {
    return (
      <Anchor component={Link} to={link.to} className={classes.link}>
        {content}
      </Anchor>
    );
  }
  return (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {content}
    </Anchor>
  );
}

export function Footer() {
  const supportEmail = useSupportEmail();
  const helpCenter = useHelpCenterLink();
  const socials = useSocialLinks();
  const license = useLicense();
  const { user } = useCurrentUser();
  const licenseBadge = (
    <>
      <ShieldCheckIcon size={16} />
      {license.text}
    </>
  );
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          {columns({ supportEmail, helpCenter, socials, signedIn: user !== null }).map((column) => (
            <nav key={column.title} aria-label={column.title} className={classes.column}>
              <h2 className={classes.columnTitle}>{column.title}</h2>
              {column.links.map((link) => (
                <FooterAnchor key={link.label} link={link} />
              ))}
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          <Logo height={22} />
          <div className={classes.badges}>
            {license.url ? (
              <a href={license.url} target="_blank" rel="noopener noreferrer" className={classes.licence}>
                {licenseBadge}
              </a>
            ) : (
              <span className={classes.licence}>{licenseBadge}</span>
            )}
            <span className={classes.adult} title="Players must be 18 or older">
              18+
            </span>
          </div>
          <Text size="xs" c="dimmed" className={classes.legal}>
            Ante is open-source casino software. Gambling can be addictive: play responsibly and only with
            money you can afford to lose. © {new Date().getFullYear()} Ante.
          </Text>
        </div>
      </div>
    </footer>
  );
}
