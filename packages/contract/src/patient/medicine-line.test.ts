import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from '../phone';
import { medicineLine } from './patient-dashboard';

describe('medicineLine', () => {
  const pill = {
    name: 'Levonorgestrel/ethinylestradiol',
    strength: '150/30 mcg',
    form: 'tablet',
    quantity: 8,
  };
  it('names the strength once when the dosage only repeats it', () => {
    expect(medicineLine({ ...pill, dosage: '150/30 mcg tablet' })).toBe(
      'Levonorgestrel/ethinylestradiol 150/30 mcg tablet × 8',
    );
    expect(medicineLine({ ...pill, dosage: '150/30 MCG' })).toBe(
      'Levonorgestrel/ethinylestradiol 150/30 mcg tablet × 8',
    );
    expect(medicineLine({ ...pill, dosage: '' })).toBe(
      'Levonorgestrel/ethinylestradiol 150/30 mcg tablet × 8',
    );
  });
  it('keeps a dosage that says more', () => {
    expect(medicineLine({ ...pill, dosage: 'One tablet daily' })).toBe(
      'Levonorgestrel/ethinylestradiol 150/30 mcg tablet × 8: One tablet daily',
    );
  });
});

describe('formatPhoneForDisplay', () => {
  it('shows Australian numbers in their national form and others internationally', () => {
    expect(formatPhoneForDisplay('+61290000000')).toBe('(02) 9000 0000');
    expect(formatPhoneForDisplay('+61412345678')).toBe('0412 345 678');
    expect(formatPhoneForDisplay('+611300000000')).toBe('1300 000 000');
    expect(formatPhoneForDisplay('+64211234567')).toBe('+64 21 123 4567');
    expect(formatPhoneForDisplay('not a number')).toBe('not a number');
  });
});
