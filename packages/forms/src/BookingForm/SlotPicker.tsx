import type { AvailabilitySlot } from '@telehealth/contract';
import { EmptyState, RadioGroup, Spinner, Stack, Text } from '@telehealth/ui';
import { useEffect, useMemo, useState } from 'react';
import { slotDays, slotPeriod, slotTimeLabel } from './slots';

export interface SlotPickerProps {
  /** The slots to choose from (UTC instants); undefined while loading. */
  slots: readonly AvailabilitySlot[] | undefined;
  /** The viewer's IANA zone: days and times are shown in it, with the zone's short name. */
  timeZone: string;
  /** The chosen slot's instant, or null. */
  value: string | null;
  onChange: (startsAt: string | null) => void;
  /** A load failure to show instead of the choices. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A day, then a time: two keyboard-operable radio groups (arrow keys move and select). The times of a day are grouped
 * under Morning, Afternoon and Evening, in the viewer's zone.
 */
export function SlotPicker({ slots, timeZone, value, onChange, error, disabled }: SlotPickerProps) {
  const days = useMemo(() => slotDays(slots ?? [], timeZone), [slots, timeZone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? null;

  // A refreshed list may no longer hold the chosen day or time (someone else booked it).
  useEffect(() => {
    if (dayKey && !days.some((d) => d.key === dayKey)) setDayKey(null);
    if (value && !(slots ?? []).some((s) => s.startsAt === value)) onChange(null);
  }, [days, dayKey, slots, value, onChange]);

  if (error) return <Text tone="critical">{error}</Text>;
  if (!slots) return <Spinner label="Loading available times" />;
  if (days.length === 0)
    return (
      <EmptyState
        title="No times available"
        description="There are no free times in the next 14 days. Please choose another practitioner or check back later."
      />
    );
  return (
    <Stack gap="large">
      <RadioGroup
        label="Day"
        orientation="horizontal"
        options={days.map((d) => ({ value: d.key, label: d.label }))}
        value={dayKey ?? ''}
        onValueChange={(key) => {
          setDayKey(key);
          onChange(null);
        }}
        disabled={disabled}
      />
      {day ? (
        <RadioGroup
          label="Time"
          orientation="horizontal"
          options={day.slots.map((slot) => ({
            value: slot.startsAt,
            label: slotTimeLabel(slot.startsAt, timeZone),
            group: slotPeriod(slot.startsAt, timeZone),
          }))}
          value={value ?? ''}
          onValueChange={(startsAt) => onChange(startsAt)}
          disabled={disabled}
        />
      ) : (
        <Text tone="muted">Choose a day to see its times.</Text>
      )}
    </Stack>
  );
}
