import { Alert, Card, Spinner, Stack, Text } from '@telehealth/ui';

export interface SummaryTile {
  label: string;
  value: number;
}

export interface SummaryTilesProps {
  /** Names the group for assistive technology, e.g. 'Service at a glance'. */
  label: string;
  tiles: readonly SummaryTile[] | undefined;
  error: Error | undefined;
}

/** Counts shown as a row of cards, with loading and failure states. */
export function SummaryTiles({ label, tiles, error }: SummaryTilesProps) {
  if (error) {
    return (
      <Alert tone="critical" title="Couldn't load the summary">
        {error.message}
      </Alert>
    );
  }
  if (!tiles) return <Spinner label="Loading summary" showLabel />;
  return (
    <Stack
      as="ul"
      role="list"
      aria-label={label}
      direction="row"
      gap="medium"
      wrap
      padding="none"
      margin="none"
    >
      {tiles.map((tile) => (
        <Card as="li" key={tile.label}>
          <Stack gap="xsmall">
            <Text size="small" tone="muted">
              {tile.label}
            </Text>
            <Text as="strong" size="large" weight="bold">
              {tile.value}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
