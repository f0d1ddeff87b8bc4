import { Tabs } from '@mantine/core';
import { SectionPage } from '../ui/section-page';
import { RoleEditor } from './role-editor';
import { StaffTable } from './staff-table';

/** Who is staff and with which role, and what each role may do. */
export default function StaffPage() {
  return (
    <SectionPage
      title="Staff and roles"
      description="Give an account a role or take it away, and choose what each role may do. Admins always hold every permission."
    >
      <Tabs defaultValue="staff" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="staff">Staff</Tabs.Tab>
          <Tabs.Tab value="roles">Roles</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="staff" pt="md">
          <StaffTable />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RoleEditor />
        </Tabs.Panel>
      </Tabs>
    </SectionPage>
  );
}
