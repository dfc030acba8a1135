import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  consultationMessages,
  consultationRefusal,
  consultationWindow,
  endConsultationInput,
  practitionerDisplayName,
  waitingRoomMessage,
} from './consultations';

const MINUTE = 60_000;
const startsAt = new Date('2026-03-02T01:00:00.000Z');
const endsAt = new Date(startsAt.getTime() + 15 * MINUTE);
const at = (offsetMs: number, from: Date = startsAt) => new Date(from.getTime() + offsetMs);
const scheduled = {
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
  status: 'scheduled' as const,
};

describe('consultationWindow', () => {
  it('is early until 10 minutes before the start, saying when it opens', () => {
    const early = consultationWindow(scheduled, at(-10 * MINUTE - 1));
    expect(early).toEqual({
      state: 'early',
      opensAt: new Date('2026-03-02T00:50:00.000Z'),
      closesAt: new Date('2026-03-02T01:45:00.000Z'),
    });
    expect(consultationWindow(scheduled, at(-3 * 60 * MINUTE)).state).toBe('early');
  });

  it('opens at start − 10 minutes exactly and stays open until end + 30 minutes, which it excludes', () => {
    expect(consultationWindow(scheduled, at(-10 * MINUTE)).state).toBe('open');
    expect(consultationWindow(scheduled, startsAt).state).toBe('open');
    expect(consultationWindow(scheduled, endsAt).state).toBe('open');
    expect(consultationWindow(scheduled, at(30 * MINUTE - 1, endsAt)).state).toBe('open');
    expect(consultationWindow(scheduled, at(30 * MINUTE, endsAt)).state).toBe('ended');
    expect(consultationWindow(scheduled, at(24 * 60 * MINUTE, endsAt)).state).toBe('ended');
  });

  it('reads Dates as well as ISO strings', () => {
    expect(consultationWindow({ startsAt, endsAt, status: 'scheduled' }, startsAt).state).toBe('open');
  });

  it('is cancelled for a cancelled appointment and for the old half of a move, whatever the time', () => {
    for (const status of ['cancelled', 'rescheduled'] as const)
      for (const now of [at(-60 * MINUTE), startsAt, at(60 * MINUTE, endsAt)])
        expect(consultationWindow({ ...scheduled, status }, now).state).toBe('cancelled');
  });

  it('is ended once marked completed or no-show, or once the consultation was ended, even inside the window', () => {
    expect(consultationWindow({ ...scheduled, status: 'completed' }, startsAt).state).toBe('ended');
    expect(consultationWindow({ ...scheduled, status: 'no_show' }, at(-60 * MINUTE)).state).toBe('ended');
    expect(consultationWindow({ ...scheduled, consultationEndedAt: startsAt }, startsAt).state).toBe('ended');
    expect(consultationWindow({ ...scheduled, consultationEndedAt: null }, startsAt).state).toBe('open');
  });
});

describe('consultationRefusal', () => {
  it('answers the exact words for each closed state, and nothing when open', () => {
    expect(consultationRefusal('early')).toBe('This consultation opens 10 minutes before its start time.');
    expect(consultationRefusal('ended')).toBe('This consultation has ended.');
    expect(consultationRefusal('cancelled')).toBe('This appointment was cancelled.');
    expect(consultationRefusal('open')).toBeNull();
  });
});

describe('names', () => {
  it("writes the practitioner as 'Dr Sarah Chen', never doubling the title", () => {
    expect(practitionerDisplayName('Sarah Chen')).toBe('Dr Sarah Chen');
    expect(practitionerDisplayName('Dr. Sarah Chen')).toBe('Dr Sarah Chen');
    expect(practitionerDisplayName('  dr Sarah Chen ')).toBe('Dr Sarah Chen');
    expect(practitionerDisplayName('Drew Barry')).toBe('Dr Drew Barry');
    expect(waitingRoomMessage('Dr Sarah Chen')).toBe('Dr Sarah Chen will let you in shortly.');
  });
});

describe('endConsultationInput', () => {
  it('defaults to completed, with or without a body', () => {
    expect(endConsultationInput.parse(undefined)).toEqual({ outcome: 'completed' });
    expect(endConsultationInput.parse({})).toEqual({ outcome: 'completed' });
    expect(endConsultationInput.parse({ outcome: 'no_show' })).toEqual({ outcome: 'no_show' });
    expect(endConsultationInput.parse({ outcome: 'none' })).toEqual({ outcome: 'none' });
  });

  it('refuses any other outcome with its message', () => {
    const wrong = endConsultationInput.safeParse({ outcome: 'cancelled' });
    expect(wrong.success ? null : firstFieldError(wrong.error)).toEqual({
      message: consultationMessages.outcomeInvalid,
      field: 'outcome',
    });
  });
});
