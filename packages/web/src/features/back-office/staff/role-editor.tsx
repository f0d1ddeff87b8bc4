import { ADMIN_ROLE, type Permission, roleNameSchema, saveRoleRequestSchema } from '@ante/core';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { parseRequest } from '../../../ui/form/request-form';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { Panel } from '../ui/section-page';
import { type PermissionInfo, permissionGroups } from './permission-groups';
import { useRoles, useSaveRole } from './staff-api';

const NEW_ROLE = '';

/** Pick a role to change, or start a new one. */
export function RoleEditor() {
  const roles = useRoles();
  const [selected, setSelected] = useState<string | null>(null);
  if (roles.isPending) return <Loader aria-label="Loading the roles" />;
  if (roles.isError) return <Alert color="red">{errorMessage(roles.error)}</Alert>;
  const current = selected ?? roles.data.roles[0]?.name ?? NEW_ROLE;
  const role = roles.data.roles.find(({ name }) => name === current);
  return (
    <Stack gap="md">
      <Select
        size="md"
        label="Role"
        data={[
          ...roles.data.roles.map(({ name, members }) => ({
            value: name,
            label: `${name} (${members} ${members === 1 ? 'member' : 'members'})`,
          })),
          { value: NEW_ROLE, label: 'New role…' },
        ]}
        value={current}
        onChange={(value) => setSelected(value ?? NEW_ROLE)}
        allowDeselect={false}
        maw={360}
      />
      <RoleForm
        key={current}
        name={role?.name ?? NEW_ROLE}
        description={role?.description ?? ''}
        granted={role?.permissions ?? []}
        permissions={roles.data.permissions}
        onSaved={setSelected}
      />
    </Stack>
  );
}

/**
 * A role's description and permissions. The admin role is shown but not editable: it
 * always holds every permission, so no change can lock everyone out of the back office.
 */
function RoleForm({
  name,
  description,
  granted,
  permissions,
  onSaved,
}: {
  name: string;
  description: string;
  granted: readonly Permission[];
  permissions: readonly PermissionInfo[];
  onSaved: (name: string) => void;
}) {
  const isNew = name === NEW_ROLE;
  const readOnly = name === ADMIN_ROLE;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(granted));
  const save = useSaveRole();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: saveRoleRequestSchema,
    initialValues: { name, description },
    toRequest: (values: { name: string; description: string }) => ({
      description: values.description,
      permissions: [...chosen],
    }),
    check: (values) => {
      if (!isNew) return {};
      const parsed = parseRequest(roleNameSchema, values.name.trim());
      return { name: parsed.ok ? null : parsed.message };
    },
  });
  const handleSave = async (request: { description: string; permissions: Permission[] }) => {
    const roleName = isNew ? form.getValues().name.trim() : name;
    await save.mutateAsync({ name: roleName, ...request });
    onSaved(roleName);
  };
  const toggle = (permission: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
  };

  return (
    <form onSubmit={handleSubmit(handleSave)} noValidate aria-label={isNew ? 'New role' : `Role ${name}`}>
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light">
            The admin role always holds every permission, so it cannot be changed here.
          </Alert>
        )}
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          {isNew && (
            <TextInput label="Name" placeholder="e.g. payments" miw={180} {...form.getInputProps('name')} />
          )}
          <TextInput
            label="Description"
            miw={220}
            disabled={readOnly}
            {...form.getInputProps('description')}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {permissionGroups(permissions).map((group) => (
            <Panel key={group.area}>
              <Group justify="space-between" gap="xs">
                <Title order={3} fz={15} c="white">
                  {group.label}
                </Title>
                <Badge variant="light" color="gray" size="sm">
                  {
                    group.permissions.filter(({ name: permission }) => readOnly || chosen.has(permission))
                      .length
                  }
                  /{group.permissions.length}
                </Badge>
              </Group>
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.name}
                  label={
                    <Text span size="sm" fw={700} c="white">
                      {permission.name}
                    </Text>
                  }
                  description={permission.description}
                  checked={readOnly || chosen.has(permission.name)}
                  disabled={readOnly}
                  onChange={(event) => toggle(permission.name, event.currentTarget.checked)}
                />
              ))}
            </Panel>
          ))}
        </SimpleGrid>
        <FormAlert>{formError}</FormAlert>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={form.submitting}>
              {isNew ? 'Create role' : 'Save role'}
            </Button>
            {save.isSuccess && !form.submitting && (
              <Text size="sm" c="brand.5" role="status">
                Saved.
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
