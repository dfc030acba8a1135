import { Inline, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';

/** Terms and their values, as a description list; each pair wraps onto two lines on a phone. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Stack as="dl" gap="small">
      {rows.map(([term, value]) => (
        <Inline key={term} gap="small">
          <Text as="dt" weight="semibold">
            {term}
          </Text>
          <Text as="dd">{value}</Text>
        </Inline>
      ))}
    </Stack>
  );
}
