import { describe, expect, it } from 'vitest';
import { assignAssessmentInput } from './admin-operations/operations';
import { wholeNumber } from './validation';

describe('wholeNumber', () => {
  const id = wholeNumber('Choose one.', 1, 100);

  it('reads a number or a string of digits', () => {
    expect(id.parse(12)).toBe(12);
    expect(id.parse(' 12 ')).toBe(12);
  });

  it('refuses what z.coerce would have read as 1 or 0, with the field’s message', () => {
    for (const value of [undefined, true, false, null, [], ['1'], '', '1.5', 1.5, 0, 101, '1e2', {}]) {
      const result = id.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      // A form's resolver reports a union's first branch: every branch carries the message.
      const messages = JSON.stringify(result.error?.issues).match(/"message":"[^"]*"/g);
      expect(new Set(messages)).toEqual(new Set(['"message":"Choose one."']));
    }
  });

  it('keeps a JSON `true` from assigning practitioner 1', () => {
    expect(assignAssessmentInput.safeParse({ practitionerId: true }).success).toBe(false);
    expect(assignAssessmentInput.parse({ practitionerId: 1 }).practitionerId).toBe(1);
  });
});
