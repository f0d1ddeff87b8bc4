import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's page: its title, a line on what it is for, and its content below. */
export function SectionPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26} c="white">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={4} maw={720}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A titled block within a section (a form, a table). */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" p="md" bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      {title && (
        <Title order={2} fz={17} c="white">
          {title}
        </Title>
      )}
      {children}
    </Stack>
  );
}
