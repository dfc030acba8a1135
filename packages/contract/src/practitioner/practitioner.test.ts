import { describe, expect, it } from 'vitest';
import {
  availabilityInput,
  minutesOfTime,
  practitionerMessages,
  practitionerProfileInput,
  prescriberReachable,
  scheduleQuery,
  timeOffInput,
  timeOfMinutes,
} from './practitioner';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('times of day', () => {
  it('round-trips HH:MM and minutes, 24:00 included', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(timeOfMinutes(minutesOfTime('24:00'))).toBe('24:00');
  });
});

describe('practitionerProfileInput', () => {
  const valid = { name: 'Sarah Chen', timezone: 'Australia/Sydney' };
  it('normalises the AHPRA and prescriber numbers, and empty ones are null', () => {
    expect(
      practitionerProfileInput.parse({
        ...valid,
        ahpraNumber: 'med 0001234567',
        prescriberNumber: '234 5678',
      }),
    ).toMatchObject({ ahpraNumber: 'MED0001234567', prescriberNumber: '2345678' });
    expect(
      practitionerProfileInput.parse({ ...valid, ahpraNumber: '', prescriberNumber: null }),
    ).toMatchObject({
      ahpraNumber: null,
      prescriberNumber: null,
    });
  });
  it('keeps the practice address on one line and the practice phone in E.164; empty ones are null', () => {
    expect(
      practitionerProfileInput.parse({
        ...valid,
        practiceAddress: ' Level 2,  100 George Street,\n Sydney NSW 2000 ',
        practicePhone: '(02) 9000 0000',
      }),
    ).toMatchObject({
      practiceAddress: 'Level 2, 100 George Street, Sydney NSW 2000',
      practicePhone: '+61290000000',
    });
    expect(practitionerProfileInput.parse({ ...valid, practicePhone: '1300 000 000' }).practicePhone).toBe(
      '+611300000000',
    );
    expect(
      practitionerProfileInput.parse({ ...valid, practiceAddress: ' ', practicePhone: '' }),
    ).toMatchObject({
      practiceAddress: null,
      practicePhone: null,
    });
    expect(messages(practitionerProfileInput.safeParse({ ...valid, practicePhone: '12345' }))).toEqual([
      practitionerMessages.practicePhoneInvalid,
    ]);
    expect(
      messages(practitionerProfileInput.safeParse({ ...valid, practiceAddress: 'x'.repeat(201) })),
    ).toEqual([practitionerMessages.practiceAddressTooLong]);
  });
  it('can prescribe only with the AHPRA number, practice address and phone', () => {
    const full = {
      ahpraNumber: 'MED0001234567',
      practiceAddress: '1 George St',
      practicePhone: '+61290000000',
    };
    expect(prescriberReachable(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[])
      expect(prescriberReachable({ ...full, [key]: ' ' }), key).toBe(false);
  });
  it("answers the spec's AHPRA message", () => {
    expect(messages(practitionerProfileInput.safeParse({ ...valid, ahpraNumber: 'MED12345' }))).toEqual([
      'Invalid AHPRA registration number',
    ]);
  });
});

describe('availabilityInput', () => {
  it('refuses overlapping ranges of one day on the later one', () => {
    const result = availabilityInput.safeParse({
      ranges: [
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 1, start: '09:00', end: '13:30' },
        { weekday: 2, start: '09:00', end: '13:30' },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: practitionerMessages.overlap, path: ['ranges', 0, 'start'] }),
    ]);
  });
  it('allows ranges that touch', () => {
    expect(
      availabilityInput.safeParse({
        ranges: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '24:00' },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('instants', () => {
  it('a malformed start is its own message, and the cross-field checks do not run on it', () => {
    expect(
      messages(timeOffInput.safeParse({ startsAt: 'tomorrow', endsAt: '2026-03-09T00:00:00Z' })),
    ).toEqual([practitionerMessages.startsAtInvalid]);
    expect(messages(scheduleQuery.safeParse({ from: 'yesterday', to: '2026-03-09T00:00:00Z' }))).toEqual([
      practitionerMessages.rangeInvalid,
    ]);
  });
  it('time off must end after it starts', () => {
    expect(
      messages(timeOffInput.safeParse({ startsAt: '2026-03-10T00:00:00Z', endsAt: '2026-03-10T00:00:00Z' })),
    ).toEqual([practitionerMessages.timeOffEndAfterStart]);
  });
});
