import { Card, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';

/** One settings tab's card: its heading, a line saying what it is for, and its content. */
export function TabPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card padding="large">
      <Stack gap="large">
        <Stack gap="xsmall">
          <Heading level={2}>{title}</Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** What a tab shows while its data or its code loads. */
export function TabLoading({ label = 'Loading settings' }: { label?: string }) {
  return <Spinner label={label} />;
}
