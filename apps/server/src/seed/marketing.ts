import { campaigns, promoCodes } from '../db/schema';
import type { SeedContext } from './context';

/** The seeded promo codes' ids, by code. */
export interface SeededPromoCodes {
  welcome10: number;
  save5: number;
  rx15: number;
}

/**
 * Promo codes (active, expired, limited). None carries a count of uses: a code's uses are the payments made with
 * it (the seed's payments redeem WELCOME10 twice).
 */
export async function seedPromoCodes({ db, at }: SeedContext): Promise<SeededPromoCodes> {
  const rows = await db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', discountType: 'percentage', value: 10, validFor: 'both', maxUses: 1000 },
      { code: 'SAVE5', discountType: 'fixed_amount', value: 500, validFor: 'assessment', expiresAt: at(60) },
      {
        code: 'RX15',
        discountType: 'percentage',
        value: 15,
        validFor: 'prescription',
        maxUses: 100,
        maxUsesPerPatient: 1,
      },
      {
        code: 'SPRING20',
        discountType: 'percentage',
        value: 20,
        validFor: 'both',
        expiresAt: at(-5),
        isActive: false,
      },
    ])
    .returning({ id: promoCodes.id, code: promoCodes.code });
  const id = (code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`seed promo code ${code} missing`);
    return row.id;
  };
  return { welcome10: id('WELCOME10'), save5: id('SAVE5'), rx15: id('RX15') };
}

/** The two popup campaigns, each sending the code its copy promises. */
export async function seedCampaigns({ db }: SeedContext, codes: SeededPromoCodes): Promise<void> {
  const popupTemplate = (accent: string) =>
    `<div class="overlay" style="background: rgba(0,0,0,0.5)"><div class="popup" style="background: #ffffff; border-radius: 12px"><div class="header" style="background: ${accent}; color: #ffffff"><button class="close" style="color: #ffffff">×</button><h2 class="title">{{title}}</h2><p class="tagline">{{tagline}}</p></div><div class="content"><input class="input" type="email" style="border: 1px solid #cccccc" /><button class="button" style="background: ${accent}; color: #ffffff">{{button-label}}</button><p class="note" style="color: #666666">{{bottom-note}}</p></div></div></div>`;

  await db.insert(campaigns).values([
    {
      instanceId: 'welcome-2026',
      name: 'Welcome offer',
      type: 'welcome_popup',
      isActive: true,
      delaySeconds: 3,
      htmlTemplate: popupTemplate('#0f766e'),
      promoCodeId: codes.welcome10,
      editableSections: {
        title: 'Welcome!',
        tagline: 'Get 10% off your first assessment',
        'button-label': 'Send my code',
        'bottom-note': 'No spam. Unsubscribe at any time.',
      },
    },
    {
      instanceId: 'exit-2026',
      name: 'Before you go',
      type: 'exit_intent',
      isActive: true,
      delaySeconds: 2,
      htmlTemplate: popupTemplate('#1d4ed8'),
      // 'Save $5' is SAVE5: $5 off an assessment, sent to the address the popup collects.
      promoCodeId: codes.save5,
      editableSections: {
        title: 'Before you go…',
        tagline: 'Save $5 on your assessment today',
        'button-label': 'Claim offer',
        'bottom-note': '',
      },
    },
  ]);
}
