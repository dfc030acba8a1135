import type { TimeOff } from '@telehealth/contract';
import { Alert, Button, Inline, List, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { fallbackSubmitMessage, type SubmitError } from '../internal/serverError';
import { formatInZone } from '../internal/zonedTime';

export interface TimeOffListProps {
  /** The practitioner's time off (`GET /api/practitioner/time-off`). */
  items: readonly TimeOff[];
  /** The practitioner's timezone, the times shown in it. */
  timeZone: string;
  /** Removes one; a rejection's message shows above the list. */
  onRemove: (id: number) => Promise<void>;
  /** What counts as past (ended time off is not listed); now by default. */
  now?: Date;
  disabled?: boolean;
}

/** The upcoming time off, soonest first, each with a 'Remove' button named after its dates. */
export function TimeOffList({ items, timeZone, onRemove, now, disabled }: TimeOffListProps) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const from = (now ?? new Date()).getTime();
  const upcoming = items
    .filter((item) => new Date(item.endsAt).getTime() > from)
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());

  const remove = async (id: number) => {
    setError(null);
    setRemoving(id);
    try {
      await onRemove(id);
    } catch (reason) {
      setError((reason as SubmitError | null)?.message || fallbackSubmitMessage);
    } finally {
      setRemoving(null);
    }
  };

  if (upcoming.length === 0) return <Text tone="muted">No time off planned</Text>;
  return (
    <Stack gap="small">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <List gap="small" aria-label="Time off">
        {upcoming.map((item) => {
          const dates = `${formatInZone(item.startsAt, timeZone)} to ${formatInZone(item.endsAt, timeZone)}`;
          return (
            <li key={item.id}>
              <Inline gap="small" justify="between" align="center">
                <Stack gap="xxsmall">
                  <Text as="span" weight="bold">
                    {dates}
                  </Text>
                  {item.reason ? (
                    <Text as="span" tone="muted">
                      {item.reason}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove time off ${dates}`}
                  busy={removing === item.id}
                  disabled={disabled || (removing !== null && removing !== item.id)}
                  onClick={() => remove(item.id)}
                >
                  Remove
                </Button>
              </Inline>
            </li>
          );
        })}
      </List>
    </Stack>
  );
}
