import type { StaffMe } from '@ante/core';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, Route, Routes } from 'react-router';
import { SECTIONS, sectionsFor } from './sections';
import { BackOfficeLayout } from './shell/back-office-layout';
import { CheckingPage, FailedPage, SignInPage, StaffOnlyPage } from './shell/gate-pages';
import { StaffContext } from './shell/staff-context';
import { useStaffAccess } from './shell/use-staff-access';

/**
 * The back office at /admin (docs/back-office.md): loaded on its own when first
 * opened, so the casino's pages never carry it. A visitor is asked to sign in, a
 * player is told it is for staff, and staff see the sections their role allows.
 */
export default function BackOffice() {
  const access = useStaffAccess();
  switch (access.kind) {
    case 'checking':
      return <CheckingPage />;
    case 'visitor':
      return <SignInPage />;
    case 'player':
      return <StaffOnlyPage />;
    case 'failed':
      return <FailedPage error={access.error} onRetry={access.retry} />;
    case 'staff':
      return <StaffRoutes me={access.me} />;
  }
}

function StaffRoutes({ me }: { me: StaffMe }) {
  const sections = sectionsFor(SECTIONS, me.permissions);
  return (
    <StaffContext value={me}>
      <Routes>
        <Route element={<BackOfficeLayout me={me} sections={sections} />}>
          {sections.map(({ path, component: Section }) =>
            path === '' ? (
              <Route key="overview" index element={<Section />} />
            ) : (
              <Route key={path} path={`${path}/*`} element={<Section />} />
            ),
          )}
          <Route path="*" element={<NoSuchSection />} />
        </Route>
      </Routes>
    </StaffContext>
  );
}

/** An address that names no section, or one the staff member's role does not open. */
function NoSuchSection() {
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1} fz={26} c="white">
        Nothing here for your role
      </Title>
      <Text c="dimmed">This section does not exist, or your role does not include it.</Text>
      <Button component={Link} to="/admin" variant="default">
        Back to the overview
      </Button>
    </Stack>
  );
}
