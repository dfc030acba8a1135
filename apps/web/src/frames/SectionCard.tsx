import { Card, Heading, Stack } from '@telehealth/ui';
import type { ReactNode } from 'react';

/** A card that is a titled section of a page: its heading names it. */
export function SectionCard({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  /** The heading's level: 3 for a card inside a titled part. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap="medium">
        <Heading level={level} size="small" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
