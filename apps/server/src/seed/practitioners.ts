import { crc32, deflateSync } from 'node:zlib';
import { appointmentSettings, practitioners } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

export type PractitionerRow = typeof practitioners.$inferSelect;

export interface SeededPractitioners {
  sarah: PractitionerRow;
  james: PractitionerRow;
  /** Inactive. */
  priya: PractitionerRow;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small real PNG signature (a dark stroke on a transparent 160 × 48 canvas), built here so the demo needs no
 * binary file: James can approve in the demo, while Sarah has none ('a practitioner without a signature is refused').
 */
export function demoSignaturePng(width = 160, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  // compression, filter and interlace methods: 0
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then transparent pixels
    rows.push(row);
  }
  // A looping stroke: a sine wave whose amplitude fades, drawn 3 pixels thick in ink blue.
  for (let x = 8; x < width - 8; x += 1) {
    const t = (x - 8) / (width - 16);
    const y = Math.round(height / 2 + Math.sin(t * Math.PI * 5) * (height / 3) * (1 - t * 0.6));
    for (let dy = -1; dy <= 1; dy += 1) {
      const row = rows[y + dy];
      if (!row) continue;
      row.set([20, 30, 90, 255], 1 + x * 4);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Three practitioner profiles with their appointment durations. */
export async function seedPractitioners(
  { db }: SeedContext,
  { practitionerUsers: [practitionerUser, practitionerUser2, practitionerUser3] }: SeededAccounts,
): Promise<SeededPractitioners> {
  const [sarah, james, priya] = await db
    .insert(practitioners)
    .values([
      {
        userId: practitionerUser.id,
        name: 'Sarah Chen',
        specialization: 'General Practice',
        bio: 'Sarah is a general practitioner with fifteen years in Sydney clinics and telehealth, with an interest in preventive care and sleep.',
        ahpraNumber: 'MED0001234567',
        appointmentLimit: 4,
        prescriberNumber: '2345678',
        practiceAddress: 'Level 3, 88 Pitt Street, Sydney NSW 2000',
        practicePhone: '+61290000001',
        // No signature: the e2e journey checks that a practitioner without one cannot approve.
      },
      {
        userId: practitionerUser2.id,
        name: 'James Wilson',
        specialization: "Men's Health",
        bio: "James is a GP focused on men's health, sexual health and hair loss, consulting by video across Australia.",
        ahpraNumber: 'MED0002345678',
        appointmentLimit: 3,
        prescriberNumber: '3456789',
        practiceAddress: 'Suite 4, 120 Collins Street, Melbourne VIC 3000',
        practicePhone: '+61390000002',
        signatureImage: `data:image/png;base64,${demoSignaturePng().toString('base64')}`,
      },
      {
        userId: practitionerUser3.id,
        name: 'Priya Patel',
        specialization: 'Weight Management',
        bio: 'Priya is a GP who supports patients with weight management, nutrition and long-term health goals.',
        ahpraNumber: 'MED0003456789',
        appointmentLimit: 2,
        prescriberNumber: '4567890',
        practiceAddress: '12 Adelaide Street, Brisbane City QLD 4000',
        practicePhone: '+61730000003',
        isActive: false,
      },
    ])
    .returning();
  if (!sarah || !james || !priya) throw new Error('Seeding practitioners failed');

  // duration × hourly limit stays within 60 minutes for each.
  await db.insert(appointmentSettings).values([
    { practitionerId: sarah.id, appointmentDuration: 15 },
    { practitionerId: james.id, appointmentDuration: 20 },
    { practitionerId: priya.id, appointmentDuration: 30 },
  ]);

  return { sarah, james, priya };
}
