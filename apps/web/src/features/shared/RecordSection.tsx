import { Heading, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';

/** A titled part of a record's screen, with a note under the heading (how much of a long list it shows). */
export function RecordSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="small">
      <Heading level={2} size="small">
        {title}
      </Heading>
      {note ? (
        <Text tone="muted" size="small">
          {note}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
