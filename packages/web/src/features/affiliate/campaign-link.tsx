import { Button, CopyButton, TextInput } from '@mantine/core';
import { CheckIcon, CopyIcon, LinkIcon } from '../../ui/icons';
import classes from './affiliate.module.css';
import { referralLink } from './referral-link';

function CopyAction({ value, label, primary }: { value: string; label: string; primary?: boolean }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          onClick={copy}
          variant={primary ? 'filled' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          className={classes.copyButton}
          data-copied={copied || undefined}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** A campaign's link, read-only (a tap selects it all), with buttons that copy the link or only the code. */
export function CampaignLink({ code, name }: { code: string; name: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <div className={classes.linkRow}>
      <TextInput
        className={classes.linkInput}
        aria-label={`Referral link of ${name}`}
        value={link}
        readOnly
        leftSection={<LinkIcon size={16} />}
        onFocus={(event) => event.currentTarget.select()}
        classNames={{ input: classes.monoInput }}
      />
      <div className={classes.copyButtons}>
        <CopyAction value={link} label="Copy link" primary />
        <CopyAction value={code} label="Copy code" />
      </div>
    </div>
  );
}
