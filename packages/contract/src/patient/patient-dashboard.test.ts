import { describe, expect, it } from 'vitest';
import { repeatMessages, repeatRefusal } from './patient-dashboard';

describe('repeatRefusal', () => {
  it('allows a repeat only with one left and the last supply posted or delivered', () => {
    expect(repeatRefusal({ status: 'posted', repeatsRemaining: 1 })).toBeNull();
    expect(repeatRefusal({ status: 'delivered', repeatsRemaining: 2 })).toBeNull();
    for (const status of ['preparing', 'ready'] as const)
      expect(repeatRefusal({ status, repeatsRemaining: 2 })).toBe(
        'You can request a repeat once your current supply has been posted.',
      );
    expect(repeatRefusal({ status: 'posted', repeatsRemaining: 0 })).toBe(repeatMessages.noRepeatsLeft);
    expect(repeatRefusal({ status: 'preparing', repeatsRemaining: 0 })).toBe(repeatMessages.noRepeatsLeft);
  });
});
