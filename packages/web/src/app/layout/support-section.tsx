import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useHelpCenterLink, useSupportEmail } from '../../lib/site-config';
import { HelpIcon, MailIcon } from '../../ui/icons';
import classes from './chat-panel.module.css';

/**
 * The chat column's Support section, where the profile menu's Support leads on phones
 * and small tablets (docs/product.md#profile-menu). There is no live-support widget yet, so it
 * offers what works today: the operator's support e-mail and the help centre (the casino's
 * own at /help, in the app, unless the operator names an outside one).
 */
export function SupportSection({ onBackToChat }: { onBackToChat: () => void }) {
  const supportEmail = useSupportEmail();
  const helpCenter = useHelpCenterLink();
  return (
    <div className={classes.body}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <HelpIcon size={28} />
      </ThemeIcon>
      <Text fw={700} c="white">
        How can we help?
      </Text>
      <Text size="sm" c="dimmed" maw={270}>
        Write to our team and a person will answer, or find a quick answer in the Help Center.
      </Text>
      <Stack gap="xs" w="100%" maw={270} mt="xs">
        <Button component="a" href={`mailto:${supportEmail}`} leftSection={<MailIcon size={16} />} fullWidth>
          {supportEmail}
        </Button>
        {helpCenter.external ? (
          <Button
            component="a"
            href={helpCenter.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<HelpIcon size={16} />}
            fullWidth
          >
            Help Center
          </Button>
        ) : (
          <Button
            component={Link}
            to={helpCenter.to}
            variant="default"
            leftSection={<HelpIcon size={16} />}
            fullWidth
          >
            Help Center
          </Button>
        )}
        <Button variant="subtle" color="gray" onClick={onBackToChat} fullWidth>
          Back to chat
        </Button>
      </Stack>
    </div>
  );
}
