import { campaigns, promoCodes } from '../schema';
import type { SeedContext } from './context';

/** The two popup campaigns and promo codes (active, expired, limited). */
export async function seedMarketing({ db, at }: SeedContext): Promise<void> {
  const popupTemplate = (accent: string) =>
    `<div class="overlay" style="background: rgba(0,0,0,0.5)"><div class="popup" style="background: #ffffff; border-radius: 12px"><div class="header" style="background: ${accent}; color: #ffffff"><button class="close" style="color: #ffffff">×</button><h2 class="title">{{title}}</h2><p class="tagline">{{tagline}}</p></div><div class="content"><input class="input" type="email" style="border: 1px solid #cccccc" /><button class="button" style="background: ${accent}; color: #ffffff">{{button-label}}</button><p class="note" style="color: #666666">{{bottom-note}}</p></div></div></div>`;
  const [welcome10] = await db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', discountType: 'percentage', value: 10, validFor: 'both', maxUses: 1000, uses: 12 },
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
    .returning({ id: promoCodes.id });

  await db.insert(campaigns).values([
    {
      instanceId: 'welcome-2026',
      name: 'Welcome offer',
      type: 'welcome_popup',
      isActive: true,
      delaySeconds: 3,
      htmlTemplate: popupTemplate('#0f766e'),
      promoCodeId: welcome10?.id ?? null,
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
      editableSections: {
        title: 'Before you go…',
        tagline: 'Save $5 on your assessment today',
        'button-label': 'Claim offer',
        'bottom-note': '',
      },
    },
  ]);
}
