import { describe, expect, it } from 'vitest';
import {
  availabilityQuery,
  bookAppointmentInput,
  bookableAssessmentStatuses,
  bookingBlock,
  bookingMessages,
  canChangeAppointment,
  tooSoonToBook,
} from './booking';

describe('tooSoonToBook', () => {
  const now = new Date('2026-03-02T00:00:00Z');
  const ahead = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it('holds a patient to 2 hours ahead, exactly 2 hours included', () => {
    expect(tooSoonToBook(ahead(30), now, 'patient')).toBe(bookingMessages.leadTime);
    expect(tooSoonToBook(ahead(119), now, 'patient')).toBe(bookingMessages.leadTime);
    expect(tooSoonToBook(ahead(120), now, 'patient')).toBeNull();
  });
  it('lets an admin book any time that has not started', () => {
    expect(tooSoonToBook(ahead(30), now, 'admin')).toBeNull();
    expect(tooSoonToBook(new Date(now.getTime() + 1), now, 'admin')).toBeNull();
  });
  it('refuses a time that has started, for everyone', () => {
    for (const by of ['patient', 'admin'] as const) {
      expect(tooSoonToBook(now, now, by)).toBe(bookingMessages.slotStarted);
      expect(tooSoonToBook(ahead(-15), now, by)).toBe(bookingMessages.slotStarted);
    }
  });
});

describe('canChangeAppointment', () => {
  const start = new Date('2026-03-10T00:00:00Z');
  it('allows changes up to exactly 24 hours before the start, not after', () => {
    expect(canChangeAppointment(start, new Date('2026-03-09T00:00:00Z'))).toBe(true);
    expect(canChangeAppointment(start, new Date('2026-03-09T00:00:01Z'))).toBe(false);
  });
});

describe('booking schemas', () => {
  it('parses instants with an offset and ids from text', () => {
    const parsed = bookAppointmentInput.parse({
      assessmentId: '3',
      practitionerId: 2,
      startsAt: '2026-03-06T09:30:00+11:00',
    });
    expect(parsed).toEqual({
      assessmentId: 3,
      practitionerId: 2,
      startsAt: new Date('2026-03-05T22:30:00Z'),
    });
  });

  it('refuses a time without an offset and a range that ends before it starts, with the field', () => {
    const noOffset = bookAppointmentInput.safeParse({
      assessmentId: 1,
      practitionerId: 1,
      startsAt: '2026-03-06 09:30',
    });
    expect(noOffset.error?.issues[0]).toMatchObject({
      path: ['startsAt'],
      message: bookingMessages.startsAt,
    });
    const backwards = availabilityQuery.safeParse({
      from: '2026-03-06T00:00:00Z',
      to: '2026-03-05T00:00:00Z',
    });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: bookingMessages.range });
  });

  it('keeps the spec’s strings word for word', () => {
    expect(bookingMessages.slotTaken).toBe('This time is no longer available. Please choose another.');
    expect(bookingMessages.changeWindowClosed).toBe(
      'Appointments can only be changed up to 24 hours before they start.',
    );
  });
});

describe('bookingBlock', () => {
  it('says why an assessment cannot be booked, and nothing for a paid one', () => {
    expect(bookingBlock('draft', null)).toEqual({
      reason: 'not_submitted',
      message: bookingMessages.notSubmitted,
    });
    expect(bookingBlock('pending_payment', null)).toEqual({
      reason: 'not_paid',
      message: 'This assessment cannot be booked until it has been paid for.',
    });
    for (const status of bookableAssessmentStatuses) expect(bookingBlock(status, null), status).toBeNull();
  });

  it('gives a declined assessment its true reason, never the payment message', () => {
    const byPractitioner = bookingBlock('declined', 'practitioner');
    expect(byPractitioner).toEqual({ reason: 'declined', message: bookingMessages.declinedByPractitioner });
    expect(bookingBlock('declined', 'red_flag')?.message).toBe(bookingMessages.declinedByAnswers);
    expect(byPractitioner?.message).not.toBe(bookingMessages.assessmentNotReady);
  });
});
