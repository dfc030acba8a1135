import { articles, legalDocuments, users } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

/**
 * The writer's articles (published, a draft and an archived one), a second writer with a draft, and the legal
 * documents (one active of each type).
 */
export async function seedContent(
  { db, at, passwordHash }: SeedContext,
  { writer }: SeededAccounts,
): Promise<void> {
  // Educational copy, safe under the TGA advertising code: no prescription-only medicine named, no claims.
  const article = (
    title: string,
    slug: string,
    category: string,
    excerpt: string,
    content: string,
    daysAgo: number,
    tags: string[],
    status: 'published' | 'draft' | 'archived' = 'published',
  ) => ({
    authorId: writer.id,
    title,
    slug,
    category,
    excerpt,
    content,
    tags,
    seoTitle: `${title} | Telehealth`.slice(0, 70),
    seoDescription: excerpt.slice(0, 160),
    status,
    publishedAt: status === 'draft' ? null : at(-daysAgo),
    createdAt: at(-daysAgo - 2),
    updatedAt: at(-daysAgo),
  });
  await db
    .insert(articles)
    .values([
      article(
        'Understanding erectile dysfunction',
        'understanding-erectile-dysfunction',
        'sexual-health',
        'Erectile dysfunction is common and treatable. Here is what causes it and what helps.',
        '<h2>What is erectile dysfunction?</h2><p>Erectile dysfunction (ED) is the persistent difficulty getting or keeping an erection firm enough for sex. It affects around one in five Australian men over 40.</p><h2>Common causes</h2><ul><li>Cardiovascular disease and high blood pressure</li><li>Diabetes</li><li>Stress, anxiety and relationship issues</li><li>Some medicines</li></ul><p>Talk to a practitioner: ED can be an early sign of heart disease.</p>',
        60,
        ['erectile dysfunction', 'heart health'],
      ),
      article(
        'Talking to your partner about erectile dysfunction',
        'talking-to-your-partner-about-ed',
        'sexual-health',
        'An honest conversation takes pressure off both of you. Some ways to start it.',
        '<h2>Why talking helps</h2><p>Many partners worry that ED means a loss of attraction. It rarely does. Naming the problem together turns it into something you face as a team.</p><h2>Ways to start</h2><ul><li>Pick a calm moment, not the bedroom</li><li>Use "we" rather than "you"</li><li>Agree to see a practitioner together if that helps</li></ul><p>A practitioner can talk through options with you both.</p>',
        50,
        ['relationships', 'communication'],
      ),
      article(
        'Heart health and sexual health are linked',
        'heart-health-and-sexual-health',
        'mens-health',
        'The blood vessels that supply the penis are small, so they often show problems first.',
        '<h2>An early warning</h2><p>Narrowed arteries affect smaller vessels before larger ones. That is why erection problems can appear years before chest pain.</p><h2>What to check</h2><ol><li>Blood pressure</li><li>Cholesterol</li><li>Blood sugar</li></ol><p>A yearly check with your GP covers all three.</p>',
        44,
        ['heart health', 'check-ups'],
      ),
      article(
        'Sleep, stress and testosterone',
        'sleep-stress-and-testosterone',
        'mens-health',
        'Poor sleep and long-term stress affect hormones, mood and libido. Simple habits that help.',
        '<h2>Sleep comes first</h2><p>Most adults need seven to nine hours. Testosterone is largely produced during deep sleep, so short nights add up.</p><h2>Managing stress</h2><ul><li>Regular exercise</li><li>Limiting alcohol</li><li>Time outdoors</li></ul>',
        38,
        ['sleep', 'stress', 'hormones'],
      ),
      article(
        "A men's health check at every age",
        'mens-health-check-at-every-age',
        'mens-health',
        'What to ask your GP about in your 20s, 40s and 60s.',
        '<h2>In your 20s and 30s</h2><p>Blood pressure, skin checks and sexual health screening.</p><h2>In your 40s and 50s</h2><p>Add cholesterol, diabetes risk and bowel cancer screening from 45.</p><h2>From 60</h2><p>Bone health, hearing and eyesight join the list.</p>',
        30,
        ['check-ups', 'prevention'],
      ),
      article(
        'Healthy, sustainable weight loss',
        'healthy-sustainable-weight-loss',
        'weight-management',
        'Small, steady changes beat crash diets. A practical guide.',
        '<h2>Start small</h2><p>Aim for 0.5 to 1 kg a week. Combine a balanced diet with regular activity, and ask about medical support if lifestyle changes are not enough.</p><ol><li>Plan your meals</li><li>Move every day</li><li>Sleep well</li></ol>',
        24,
        ['nutrition', 'exercise'],
      ),
      article(
        'Reading food labels without the confusion',
        'reading-food-labels',
        'weight-management',
        'The Health Star Rating, serving sizes and the nutrition panel, explained.',
        '<h2>Per 100 g, not per serve</h2><p>Compare products using the per 100 g column: serving sizes differ between brands.</p><h2>What to look for</h2><ul><li>Sugars under 10 g per 100 g</li><li>Saturated fat under 3 g per 100 g</li><li>Fibre over 3 g per 100 g</li></ul>',
        18,
        ['nutrition', 'shopping'],
      ),
      article(
        'Contraception options at a glance',
        'contraception-options-at-a-glance',
        'contraception',
        'Pills, implants, IUDs and barrier methods compared by how they work and how long they last.',
        '<h2>Short-acting methods</h2><p>Daily pills and the vaginal ring need regular attention but are easy to stop.</p><h2>Long-acting methods</h2><p>Implants and IUDs last from three to ten years and are among the most effective options.</p><h2>Barrier methods</h2><p>Condoms are the only method that also protects against sexually transmitted infections.</p>',
        14,
        ['contraception', 'choices'],
      ),
      article(
        'Looking after your mental health at work',
        'mental-health-at-work',
        'mental-health',
        'Workload, boundaries and when to ask for help.',
        '<h2>Notice the signs</h2><p>Trouble sleeping, irritability and losing interest in things you enjoy can all signal that stress is building.</p><h2>Where to get help</h2><p>Your GP can prepare a Mental Health Treatment Plan, which gives Medicare rebates for sessions with a psychologist. Beyond Blue (1300 22 4636) is available any time.</p>',
        9,
        ['stress', 'work'],
      ),
      article(
        'How a telehealth consultation works',
        'how-a-telehealth-consultation-works',
        'general-health',
        'What to expect before, during and after an online appointment.',
        '<h2>Before</h2><p>Find a quiet, private space and have your medical history and any questions ready.</p><h2>During</h2><p>Your practitioner asks about your symptoms, history and goals, just as they would in person.</p><h2>After</h2><p>You receive a summary and, where appropriate, a referral or a plan for follow-up.</p>',
        5,
        ['telehealth', 'appointments'],
      ),
      article(
        'Staying active through winter',
        'staying-active-through-winter',
        'general-health',
        'Shorter days make exercise harder. Ideas that keep you moving indoors and out.',
        '<p>Draft: indoor workouts, layering for outdoor walks and keeping motivation up.</p>',
        2,
        ['exercise'],
        'draft',
      ),
      article(
        'Travel vaccinations checklist',
        'travel-vaccinations-checklist',
        'general-health',
        'Which vaccines to consider before you travel, and when to book them.',
        '<h2>Book early</h2><p>Some vaccines need several doses. See a practitioner six to eight weeks before you leave.</p>',
        70,
        ['travel', 'vaccination'],
        'archived',
      ),
    ]);

  // A second content writer with a draft of their own: a writer edits only their own articles
  // (docs/product/articles.md). Inserted after every other account so that the ids of the other demo users stay as they
  // were.
  const [secondWriter] = await db
    .insert(users)
    .values({
      email: 'writer2@example.com',
      passwordHash,
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'content_writer',
      isContentWriter: true,
      emailVerified: true,
      createdAt: at(-90),
      updatedAt: at(-90),
    })
    .returning();
  if (!secondWriter) throw new Error('the second writer was not seeded');
  await db.insert(articles).values({
    ...article(
      'Understanding blood pressure numbers',
      'understanding-blood-pressure-numbers',
      'general-health',
      'What the top and bottom numbers mean.',
      '<p>Draft: systolic and diastolic pressure explained.</p>',
      3,
      ['heart health'],
      'draft',
    ),
    authorId: secondWriter.id,
  });

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
