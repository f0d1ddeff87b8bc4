import { backOfficeApi } from '@ante/core';
import { Anchor, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { useCodes, useOffers } from '../codes/codes-api';
import { useCompetitions } from '../competitions/competitions-api';
import { useAdjustments, useWithdrawals } from '../money/money-api';
import { SECTIONS, sectionsFor } from '../sections';
import { useStaff } from '../shell/staff-context';
import { useStaffList } from '../staff/staff-api';
import { Panel, SectionPage } from '../ui/section-page';
import { usePendingSubmissions } from '../verification/review-api';
import { BusinessFigures } from './business-figures';

/** A count the server gave, or a spinner while it is asked, or a dash when it could not be had. */
function Count({ value, pending }: { value: number | undefined; pending: boolean }) {
  if (pending) return <Loader size="xs" />;
  return (
    <Text span fz={28} fw={800} c="white" lh={1}>
      {value ?? '—'}
    </Text>
  );
}

/** What each section can count from the calls that exist today, for the sections the staff member may open. */
function useCounts(can: (permission: Parameters<ReturnType<typeof useStaff>['can']>[0]) => boolean) {
  const pending = usePendingSubmissions(can('kyc.review'));
  const codes = useCodes(can('codes.manage'));
  const offers = useOffers(can('codes.manage'));
  const competitions = useCompetitions(can('competitions.manage'));
  const staff = useStaffList(can('staff.manage'));
  const held = useWithdrawals('review', 0, can('withdrawals.read'));
  const adjustments = useAdjustments('pending', 0, can('balances.adjust'));
  const flags = useQuery({
    queryKey: ['back-office', 'risk', 'open', 1],
    queryFn: () => api.call(backOfficeApi.riskFlags, { query: { status: 'open', limit: 25 } }),
    enabled: can('risk.review'),
  });
  const counts: Record<string, ReactNode> = {
    withdrawals: (
      <>
        <Count value={held.data?.total} pending={held.isPending} /> held for review
      </>
    ),
    adjustments: (
      <>
        <Count value={adjustments.data?.total} pending={adjustments.isPending} /> waiting for approval
      </>
    ),
    risk: (
      <>
        <Count value={flags.data?.total} pending={flags.isPending} /> open flags
      </>
    ),
    verification: (
      <>
        <Count value={pending.data?.submissions.length} pending={pending.isPending} /> waiting for review
      </>
    ),
    codes: (
      <>
        <Count
          value={
            codes.data && offers.data
              ? codes.data.codes.filter((code) => !code.disabledAt).length +
                offers.data.offers.filter((offer) => !offer.disabledAt).length
              : undefined
          }
          pending={codes.isPending || offers.isPending}
        />{' '}
        codes and offers not disabled
      </>
    ),
    competitions: (
      <>
        <Count
          value={
            competitions.data?.competitions.filter(({ status }) => status === 'live' || status === 'upcoming')
              .length
          }
          pending={competitions.isPending}
        />{' '}
        live or upcoming
      </>
    ),
    staff: (
      <>
        <Count value={staff.data?.staff.length} pending={staff.isPending} /> members of staff
      </>
    ),
  };
  return counts;
}

/**
 * The overview: the business's figures for staff who may read them (reports.read),
 * and a way into each section the role opens, with what waits there.
 */
export default function OverviewPage() {
  const staff = useStaff();
  const counts = useCounts(staff.can);
  const sections = sectionsFor(SECTIONS, staff.permissions).filter(({ path }) => path !== '');
  return (
    <SectionPage
      title="Overview"
      description={`Signed in as ${staff.username}, with the ${staff.role} role.`}
    >
      {staff.can('reports.read') && <BusinessFigures />}
      {sections.length === 0 ? (
        <Panel>
          <Text c="dimmed">
            Your role opens no section yet. An admin can give it permissions under Staff and roles.
          </Text>
        </Panel>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map(({ path, label, icon: Icon }) => (
            <Panel key={path}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon size={18} />
                </ThemeIcon>
                <Anchor component={Link} to={`/admin/${path}`} fw={700} c="white">
                  {label}
                </Anchor>
              </Group>
              {counts[path] && (
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {counts[path]}
                  </Text>
                </Stack>
              )}
            </Panel>
          ))}
        </SimpleGrid>
      )}
    </SectionPage>
  );
}
