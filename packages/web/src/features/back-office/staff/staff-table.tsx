import { PLAYER_ROLE, setStaffRoleRequestSchema } from '@ante/core';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { formatWhen } from '../ui/format';
import { Panel } from '../ui/section-page';
import { findAccountId, useRoles, useSetStaffRole, useStaffList } from './staff-api';

/** The role picker's choices: every role, and taking the staff role away. */
function useRoleOptions() {
  const roles = useRoles();
  const options = [
    ...(roles.data?.roles.map(({ name }) => ({ value: name, label: name })) ?? []),
    { value: PLAYER_ROLE, label: 'No role (player)' },
  ];
  return options;
}

export function StaffTable() {
  const staff = useStaffList();
  const options = useRoleOptions();
  return (
    <Stack gap="lg">
      <GiveRoleForm options={options} />
      <Panel title="Staff">
        {staff.isPending ? (
          <Loader aria-label="Loading the staff" />
        ) : staff.isError ? (
          <Alert color="red">{errorMessage(staff.error)}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm" aria-label="Staff">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Given by</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.data.staff.map((member) => (
                  <Table.Tr key={member.userId}>
                    <Table.Td fw={700} c="white">
                      {member.username}
                    </Table.Td>
                    <Table.Td>
                      <RoleCell
                        userId={member.userId}
                        username={member.username}
                        role={member.role}
                        options={options}
                      />
                    </Table.Td>
                    <Table.Td c="dimmed">{formatWhen(member.grantedAt)}</Table.Td>
                    <Table.Td c="dimmed">{member.grantedBy ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </Stack>
  );
}

/** A staff member's role, changed in place: pick another, then save. */
function RoleCell({
  userId,
  username,
  role,
  options,
}: {
  userId: string;
  username: string;
  role: string;
  options: { value: string; label: string }[];
}) {
  const [chosen, setChosen] = useState(role);
  const setRole = useSetStaffRole();
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        size="xs"
        aria-label={`Role of ${username}`}
        data={
          options.some((option) => option.value === role)
            ? options
            : [{ value: role, label: role }, ...options]
        }
        value={chosen}
        onChange={(value) => setChosen(value ?? role)}
        allowDeselect={false}
        w={170}
      />
      {chosen !== role && (
        <Button
          size="xs"
          loading={setRole.isPending}
          onClick={() => setRole.mutate({ userId, role: chosen })}
        >
          Save
        </Button>
      )}
    </Group>
  );
}

/** Gives a role to any account, found by its username. */
function GiveRoleForm({ options }: { options: { value: string; label: string }[] }) {
  const setRole = useSetStaffRole();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: setStaffRoleRequestSchema.pick({ role: true }),
    initialValues: { username: '', role: '' },
    toRequest: ({ role }: { username: string; role: string }) => ({ role }),
    check: ({ username }) => ({ username: username.trim() === '' ? 'Enter the account’s username' : null }),
    otherErrorsField: 'username',
  });
  const handleGive = async ({ role }: { role: string }) => {
    const userId = await findAccountId(form.getValues().username.trim());
    await setRole.mutateAsync({ userId, role });
    form.reset();
  };
  return (
    <Panel title="Give a role">
      <form onSubmit={handleSubmit(handleGive)} noValidate aria-label="Give a role">
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
            <TextInput label="Username" autoComplete="off" miw={180} {...form.getInputProps('username')} />
            <Select
              size="md"
              label="Role"
              placeholder="Choose a role"
              data={options}
              miw={180}
              {...form.getInputProps('role')}
              onChange={(value) => form.setFieldValue('role', value ?? '')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            “No role” takes the account’s staff role away. Every change is written to the audit log.
          </Text>
          <FormAlert>{formError}</FormAlert>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Give the role
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
