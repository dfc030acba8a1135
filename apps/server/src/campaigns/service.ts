import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminCampaign,
  type Campaign,
  type CampaignInput,
  type CampaignSubmission,
  campaignInput,
  campaignMessages,
  campaignSectionKeys,
  errorTypes,
} from '@telehealth/contract';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { campaignSubmissions, campaigns, promoCodes } from '../db/schema';
import { sanitizeCampaignTemplate } from '../html/sanitize';
import { csvDocument } from '../http/csv';
import { conflict, HttpError, notFound } from '../http/errors';

/**
 * Marketing popups and their admin (docs/product/campaigns.md). Decisions: a campaign's instanceId is made by
 * the server and never changes (browsers keep it in their submission history); templates are sanitised on save
 * and again when served; one email per campaign whatever its case (a unique index, so two instances cannot both
 * insert); each submission gets its own unsubscribe token, stored hashed; unsubscribing stops every campaign
 * email to that address at once.
 */

type Row = typeof campaigns.$inferSelect;
type ParsedInput = z.output<typeof campaignInput>;

/** Only the four known sections, as text. */
function knownSections(sections: Record<string, string>): Campaign['editableSections'] {
  const kept: Campaign['editableSections'] = {};
  for (const key of campaignSectionKeys) {
    const text = sections[key];
    if (typeof text === 'string') kept[key] = text;
  }
  return kept;
}

export async function toPublicCampaign(row: Row): Promise<Campaign> {
  return {
    instanceId: row.instanceId,
    type: row.type,
    isActive: row.isActive,
    delaySeconds: row.delaySeconds,
    htmlTemplate: await sanitizeCampaignTemplate(row.htmlTemplate),
    editableSections: knownSections(row.editableSections),
  };
}

/** `GET /api/campaigns/active`: the active popups, welcome first, templates cleaned again on the way out. */
export async function activeCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.isActive, true))
    .orderBy(campaigns.type, campaigns.id);
  return Promise.all(rows.map(toPublicCampaign));
}

async function adminView(db: Db, id: number): Promise<AdminCampaign> {
  const [found] = await listCampaigns(db, id);
  if (!found) throw notFound(campaignMessages.campaignNotFound);
  return found;
}

/** Every campaign (or one), with its promo code and submissions count. */
export async function listCampaigns(db: Db, only?: number): Promise<AdminCampaign[]> {
  const submissionCounts = db
    .select({ campaignId: campaignSubmissions.campaignId, n: count().as('n') })
    .from(campaignSubmissions)
    .groupBy(campaignSubmissions.campaignId)
    .as('submission_counts');
  const rows = await db
    .select({ campaign: campaigns, promoCode: promoCodes.code, n: submissionCounts.n })
    .from(campaigns)
    .leftJoin(promoCodes, eq(promoCodes.id, campaigns.promoCodeId))
    .leftJoin(submissionCounts, eq(submissionCounts.campaignId, campaigns.id))
    .where(only === undefined ? undefined : eq(campaigns.id, only))
    .orderBy(desc(campaigns.updatedAt), desc(campaigns.id));
  return Promise.all(
    rows.map(async ({ campaign, promoCode, n }) => ({
      ...(await toPublicCampaign(campaign)),
      id: campaign.id,
      name: campaign.name,
      promoCodeId: campaign.promoCodeId,
      promoCode: promoCode ?? null,
      submissionCount: Number(n ?? 0),
      createdAt: campaign.createdAt.toISOString(),
      updatedAt: campaign.updatedAt.toISOString(),
    })),
  );
}

async function checkPromoCode(db: Db, promoCodeId: number | null): Promise<void> {
  if (promoCodeId === null) return;
  const [found] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  if (!found) {
    throw new HttpError(400, campaignMessages.promoCodeNotFound, {
      errorType: errorTypes.validation,
      field: 'promoCodeId',
    });
  }
}

async function values(input: ParsedInput, at: Date) {
  return {
    name: input.name,
    type: input.type,
    isActive: input.isActive,
    delaySeconds: input.delaySeconds,
    htmlTemplate: await sanitizeCampaignTemplate(input.htmlTemplate),
    editableSections: { ...input.editableSections },
    promoCodeId: input.promoCodeId,
    updatedAt: at,
  };
}

export async function createCampaign(db: Db, input: CampaignInput, at: Date): Promise<AdminCampaign> {
  const parsed = campaignInput.parse(input);
  await checkPromoCode(db, parsed.promoCodeId);
  const instanceId = `${parsed.type === 'welcome_popup' ? 'welcome' : 'exit'}-${randomBytes(6).toString('base64url')}`;
  const [row] = await db
    .insert(campaigns)
    .values({ ...(await values(parsed, at)), instanceId, createdAt: at })
    .returning({ id: campaigns.id });
  return adminView(db, (row as { id: number }).id);
}

export async function updateCampaign(
  db: Db,
  id: number,
  input: CampaignInput,
  at: Date,
): Promise<AdminCampaign> {
  const parsed = campaignInput.parse(input);
  await checkPromoCode(db, parsed.promoCodeId);
  const updated = await db
    .update(campaigns)
    .set(await values(parsed, at))
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (updated.length === 0) throw notFound(campaignMessages.campaignNotFound);
  return adminView(db, id);
}

export async function setCampaignActive(
  db: Db,
  id: number,
  isActive: boolean,
  at: Date,
): Promise<AdminCampaign> {
  const updated = await db
    .update(campaigns)
    .set({ isActive, updatedAt: at })
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (updated.length === 0) throw notFound(campaignMessages.campaignNotFound);
  return adminView(db, id);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StoredSubmission {
  campaign: Row;
  /** The unsubscribe link's token, for the email; never stored in clear. */
  unsubscribeToken: string;
  /** The promo code to send, unless there is none or the address has unsubscribed. */
  promoCode: typeof promoCodes.$inferSelect | null;
}

/**
 * Stores a popup submission with its consent evidence. 404 when the campaign is unknown or inactive, 409 when
 * this email already subscribed to it (the unique index decides, so concurrent submits cannot both pass).
 */
export async function submitEmail(
  db: Db,
  input: { campaignInstanceId: string; email: string; sourceUrl?: string | undefined },
  ipAddress: string | null,
  at: Date,
): Promise<StoredSubmission> {
  return transaction(db, async (tx) => {
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.instanceId, input.campaignInstanceId), eq(campaigns.isActive, true)));
    if (!campaign) throw notFound(campaignMessages.campaignNotFound);
    const unsubscribeToken = randomBytes(24).toString('base64url');
    try {
      // A savepoint: the unique violation must not abort the outer transaction on PostgreSQL.
      await transaction(tx, async (inner) => {
        await inner.insert(campaignSubmissions).values({
          campaignId: campaign.id,
          instanceId: campaign.instanceId,
          email: input.email,
          sourceUrl: input.sourceUrl ?? null,
          ipAddress,
          unsubscribeTokenHash: hashToken(unsubscribeToken),
          createdAt: at,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(campaignMessages.alreadySubscribed);
      throw error;
    }
    let promoCode: StoredSubmission['promoCode'] = null;
    if (campaign.promoCodeId !== null) {
      const [optedOut] = await tx
        .select({ id: campaignSubmissions.id })
        .from(campaignSubmissions)
        .where(
          and(
            sql`lower(${campaignSubmissions.email}) = lower(${input.email})`,
            isNotNull(campaignSubmissions.unsubscribedAt),
          ),
        )
        .limit(1);
      if (!optedOut) {
        [promoCode = null] = await tx
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.id, campaign.promoCodeId));
      }
    }
    return { campaign, unsubscribeToken, promoCode };
  });
}

/** Unsubscribes the address behind a token from every campaign email, at once. Idempotent. */
export async function unsubscribe(db: Db, token: string, at: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const [found] = await tx
      .select({ email: campaignSubmissions.email })
      .from(campaignSubmissions)
      .where(eq(campaignSubmissions.unsubscribeTokenHash, hashToken(token)));
    if (!found) throw notFound(campaignMessages.unsubscribeInvalid);
    await tx
      .update(campaignSubmissions)
      .set({
        unsubscribedAt: sql`coalesce(${campaignSubmissions.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(sql`lower(${campaignSubmissions.email}) = lower(${found.email})`);
  });
}

/** A campaign's submissions, newest first; 404 for an unknown campaign. */
export async function listSubmissions(db: Db, campaignId: number): Promise<CampaignSubmission[]> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(campaignMessages.campaignNotFound);
  const rows = await db
    .select()
    .from(campaignSubmissions)
    .where(eq(campaignSubmissions.campaignId, campaignId))
    .orderBy(desc(campaignSubmissions.createdAt), desc(campaignSubmissions.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    sourceUrl: row.sourceUrl,
    ipAddress: row.ipAddress,
    consentedAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }));
}

/** RFC 4180 CSV (CRLF) of a campaign's submissions. */
export function submissionsCsv(rows: CampaignSubmission[]): string {
  return csvDocument(
    ['email', 'consented_at', 'source_url', 'ip_address', 'unsubscribed_at'],
    rows.map((row) => [row.email, row.consentedAt, row.sourceUrl, row.ipAddress, row.unsubscribedAt]),
  );
}
