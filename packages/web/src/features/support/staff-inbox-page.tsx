import { Stack, Title } from '@mantine/core';
import { StaffInbox } from './staff-inbox';

/**
 * The inbox at /admin/support until the back office's own layout takes it in: the
 * page only gives it a title and room.
 */
export function StaffInboxPage() {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={1} size="h3" c="white">
        Live support
      </Title>
      <StaffInbox />
    </Stack>
  );
}
