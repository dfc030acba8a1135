import { articles, legalDocuments } from '../schema';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

/** The writer's articles (published and a draft) and the legal documents (one active of each type). */
export async function seedContent({ db, at }: SeedContext, { writer }: SeededAccounts): Promise<void> {
  await db.insert(articles).values([
    {
      authorId: writer.id,
      title: 'Understanding erectile dysfunction',
      slug: 'understanding-erectile-dysfunction',
      excerpt: 'Erectile dysfunction is common and treatable. Here is what causes it and what helps.',
      content:
        '<h2>What is erectile dysfunction?</h2><p>Erectile dysfunction (ED) is the persistent difficulty getting or keeping an erection firm enough for sex. It affects around one in five Australian men over 40.</p><h2>Common causes</h2><ul><li>Cardiovascular disease and high blood pressure</li><li>Diabetes</li><li>Stress, anxiety and relationship issues</li><li>Some medicines</li></ul><p>Talk to a practitioner: ED can be an early sign of heart disease.</p>',
      status: 'published',
      publishedAt: at(-60),
      createdAt: at(-62),
      updatedAt: at(-60),
    },
    {
      authorId: writer.id,
      title: 'Sildenafil or tadalafil: which is right for you?',
      slug: 'sildenafil-or-tadalafil',
      excerpt: 'Both work well. They differ in how quickly they act and how long they last.',
      content:
        '<h2>How they compare</h2><p><strong>Sildenafil</strong> works in 30 to 60 minutes and lasts about 4 hours. <strong>Tadalafil</strong> lasts up to 36 hours and can also be taken daily.</p><p>Your practitioner will recommend one based on your health and preferences.</p>',
      status: 'published',
      publishedAt: at(-30),
      createdAt: at(-31),
      updatedAt: at(-30),
    },
    {
      authorId: writer.id,
      title: 'Healthy, sustainable weight loss',
      slug: 'healthy-sustainable-weight-loss',
      excerpt: 'Small, steady changes beat crash diets. A practical guide.',
      content:
        '<h2>Start small</h2><p>Aim for 0.5 to 1 kg a week. Combine a balanced diet with regular activity, and ask about medical support if lifestyle changes are not enough.</p><ol><li>Plan your meals</li><li>Move every day</li><li>Sleep well</li></ol>',
      status: 'published',
      publishedAt: at(-10),
      createdAt: at(-12),
      updatedAt: at(-10),
    },
    {
      authorId: writer.id,
      title: 'Choosing a contraceptive pill',
      slug: 'choosing-a-contraceptive-pill',
      excerpt: 'A draft overview of combined and progestogen-only pills.',
      content: '<p>Draft: combined pills and mini-pills compared.</p>',
      status: 'draft',
      createdAt: at(-2),
      updatedAt: at(-2),
    },
  ]);

  await db.insert(legalDocuments).values([
    {
      type: 'privacy_policy',
      title: 'Privacy Policy',
      content:
        '<h1>Privacy Policy</h1><p>We collect the health information you give us to provide telehealth services, and handle it under the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles.</p><h2>What we collect</h2><ul><li>Contact details</li><li>Assessment answers and medical history</li><li>Payment records</li></ul><p>Contact our privacy officer to access or correct your information.</p>',
      isActive: true,
      version: 2,
      createdAt: at(-100),
      updatedAt: at(-40),
    },
    {
      type: 'privacy_policy',
      title: 'Privacy Policy (2024 draft)',
      content: '<h1>Privacy Policy</h1><p>An earlier draft kept for reference.</p>',
      isActive: false,
      version: 1,
      createdAt: at(-110),
      updatedAt: at(-110),
    },
    {
      type: 'terms_of_use',
      title: 'Terms of Use',
      content:
        '<h1>Terms of Use</h1><p>By using this service you agree to provide accurate health information. Our practitioners decide whether treatment is clinically appropriate.</p><p>This service is not for emergencies: call 000.</p>',
      isActive: true,
      version: 1,
      createdAt: at(-100),
      updatedAt: at(-100),
    },
  ]);
}
