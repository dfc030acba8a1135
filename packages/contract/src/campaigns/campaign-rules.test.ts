import { describe, expect, it } from 'vitest';
import { namesPrescriptionOnlyMedicine } from '../medicines/prescription-only';
import { discountCents, promoCodeInput } from '../promo-codes/promo-codes';
import { keepCampaignStyle } from './campaign-template';
import { campaignInput } from './campaigns';

describe('namesPrescriptionOnlyMedicine', () => {
  it('finds brand and generic names as whole words, whatever the case', () => {
    expect(namesPrescriptionOnlyMedicine('Try VIAGRA or sildenafil; ozempic! Rybelsus too.')).toEqual([
      'viagra',
      'sildenafil',
      'ozempic',
      'rybelsus',
    ]);
    expect(namesPrescriptionOnlyMedicine('Weight loss support and hair care')).toEqual([]);
    expect(namesPrescriptionOnlyMedicine('Cialisx')).toEqual([]);
  });

  it('makes campaignInput refuse copy that names one', () => {
    const result = campaignInput.safeParse({
      name: 'x',
      type: 'welcome_popup',
      delaySeconds: 3,
      htmlTemplate: '<p>Wegovy</p>',
      editableSections: {},
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Advertising prescription-only medicines to the public is not allowed.',
      path: ['htmlTemplate'],
    });
  });
});

describe('keepCampaignStyle', () => {
  it('keeps colour declarations and drops anything that loads or runs', () => {
    expect(keepCampaignStyle('color: #fff; background: rgba(0, 0, 0, 0.5); position: fixed')).toBe(
      'color: #fff; background: rgba(0, 0, 0, 0.5)',
    );
    expect(keepCampaignStyle('background: url(https://x/y.png)')).toBe('');
    expect(keepCampaignStyle('color: expression(alert(1))')).toBe('');
    expect(keepCampaignStyle('background: \\75rl(x)')).toBe('');
  });
});

describe('promoCodeInput', () => {
  const base = { code: 'ABC', discountType: 'percentage', value: 10 } as const;
  it('takes a percentage from 1 to 100 and a fixed amount in cents', () => {
    expect(promoCodeInput.safeParse(base).success).toBe(true);
    expect(promoCodeInput.safeParse({ ...base, value: 101 }).success).toBe(false);
    expect(promoCodeInput.safeParse({ ...base, discountType: 'fixed_amount', value: 2500 }).success).toBe(
      true,
    );
  });

  it('never discounts more than the price', () => {
    expect(discountCents({ discountType: 'percentage', value: 10 }, 4999)).toBe(500);
    expect(discountCents({ discountType: 'fixed_amount', value: 9000 }, 4999)).toBe(4999);
  });
});
