import { Tabs } from '@mantine/core';
import { SectionPage } from '../ui/section-page';
import { CodesPanel } from './codes-panel';
import { OffersPanel } from './offers-panel';

/** Redeem codes and offers: the money the rewards account gives away by code. */
export default function CodesPage() {
  return (
    <SectionPage
      title="Codes and offers"
      description="A redeem code pays each player once; an offer gives a bonus held back until its rollover is met. Disabling stops new claims and keeps what was already given."
    >
      <Tabs defaultValue="codes" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="codes">Redeem codes</Tabs.Tab>
          <Tabs.Tab value="offers">Offers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="codes" pt="md">
          <CodesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="offers" pt="md">
          <OffersPanel />
        </Tabs.Panel>
      </Tabs>
    </SectionPage>
  );
}
