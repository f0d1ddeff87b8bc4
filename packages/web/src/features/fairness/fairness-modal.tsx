import { Modal, Tabs } from '@mantine/core';
import { ShieldCheckIcon } from '../../ui/icons';
import { useIsMobile } from '../../ui/use-is-mobile';
import classes from './fairness.module.css';
import { SeedsTab } from './seeds-tab';
import { type FairnessTab, useFairnessModal, useOpenVerify } from './use-fairness-modal';
import { useVerifyForm } from './use-verify-form';
import { VerifyTab } from './verify-tab';

/**
 * The Fairness modal (docs/product.md#modals), opened by `?modal=seeds` and
 * `?modal=verify-bet`: the player's seed pair, and recomputing any outcome from its
 * seeds. A modal on every width (drawers are kept for Auth, Cashier,
 * Leaderboard and Loyalty); on a phone it fills the screen.
 */
export function FairnessModal() {
  const { tab, shownTab, selectTab, close, dialogProps } = useFairnessModal();
  const openVerify = useOpenVerify();
  const isMobile = useIsMobile();
  const verify = useVerifyForm();

  const handleTabChange = (value: string | null) => {
    if (value === 'seeds' || value === 'verify-bet') selectTab(value satisfies FairnessTab);
  };

  return (
    <Modal
      opened={tab !== null}
      onClose={close}
      {...dialogProps}
      centered
      size={580}
      fullScreen={isMobile}
      title={
        <span className={classes.titleRow}>
          <ShieldCheckIcon size={20} className={classes.titleIcon} />
          Fairness
        </span>
      }
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
    >
      <Tabs value={shownTab} onChange={handleTabChange} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="seeds">Seeds</Tabs.Tab>
          <Tabs.Tab value="verify-bet">Verify</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="seeds" pt="lg">
          <SeedsTab onVerify={openVerify} />
        </Tabs.Panel>
        <Tabs.Panel value="verify-bet" pt="lg">
          <VerifyTab form={verify.form} state={verify.state} onChange={verify.setForm} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
