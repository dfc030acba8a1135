import { eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { appointments, assessments, practitioners, users } from '../db/schema';

/** The parts of a user the chat rules look at. */
export interface ChatUser {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
  isAdmin: boolean;
  isPractitioner: boolean;
  isContentWriter: boolean;
}

/** A patient is a user without any staff flag (the flags decide access; `role` is only what is shown). */
export function isPatient(user: Pick<ChatUser, 'isAdmin' | 'isPractitioner' | 'isContentWriter'>): boolean {
  return !user.isAdmin && !user.isPractitioner && !user.isContentWriter;
}

/** Practitioners and admins: they may broadcast, and they read every assessment message (Part 1 §6). */
export function isClinicalStaff(user: Pick<ChatUser, 'isAdmin' | 'isPractitioner'>): boolean {
  return user.isAdmin || user.isPractitioner;
}

export const chatUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isAdmin: users.isAdmin,
  isPractitioner: users.isPractitioner,
  isContentWriter: users.isContentWriter,
};

/** Who one user is linked to through assessments or appointments (any status, past or future). */
export interface UserRelations {
  user: ChatUser;
  /** Patients of this user as a practitioner. */
  patients: ReadonlySet<number>;
  /** Practitioners (their user ids) of this user as a patient. */
  practitioners: ReadonlySet<number>;
  loadedAt: number;
}

export interface Messageable {
  /** Everyone (admins). */
  all: boolean;
  ids: ReadonlySet<number>;
}

/** How long a user's links and the admin list are trusted before they are read again. */
export const RELATIONS_TTL_MS = 30_000;
/** A refusal from links older than this re-reads them once: a link made seconds ago counts. */
const REFRESH_ON_MISS_AFTER_MS = 2_000;
const MAX_CACHED_USERS = 10_000;

/**
 * Who may message whom (Part 1 §6, decided here because the spec leaves the server rules open):
 * - admins may message anyone, and anyone may message an admin;
 * - a patient and a practitioner may message each other when an assessment or an appointment links them;
 * - nobody else (patient to patient, content writer to practitioner, ...).
 * The relation is symmetric, so "who may message U" is also "whose presence U may see".
 * Links are cached per process for RELATIONS_TTL_MS; every query is on an indexed column.
 */
export class Relations {
  private readonly cache = new Map<number, Promise<UserRelations | null>>();
  private admins: { ids: Promise<ReadonlySet<number>>; loadedAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  adminIds(): Promise<ReadonlySet<number>> {
    const now = this.clock();
    if (!this.admins || now - this.admins.loadedAt > RELATIONS_TTL_MS || now < this.admins.loadedAt) {
      const ids = this.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.isAdmin, true))
        .then((rows) => new Set(rows.map((row) => row.id)) as ReadonlySet<number>);
      this.admins = { ids, loadedAt: now };
      ids.catch(() => {
        this.admins = null;
      });
    }
    return this.admins.ids;
  }

  /** The user's links, from the cache when fresh; null for an unknown user (never cached). */
  async get(userId: number, options: { fresh?: boolean } = {}): Promise<UserRelations | null> {
    const cached = this.cache.get(userId);
    if (cached && !options.fresh) {
      const value = await cached;
      const age = this.clock() - (value?.loadedAt ?? Number.NEGATIVE_INFINITY);
      if (value && age >= 0 && age <= RELATIONS_TTL_MS) return value;
    }
    const current = this.cache.get(userId);
    // Another caller reloaded while this one waited: share its query.
    if (current && current !== cached) return current;
    const pending = this.load(userId, this.clock());
    if (this.cache.size >= MAX_CACHED_USERS) this.cache.clear();
    this.cache.set(userId, pending);
    pending.then(
      (value) => {
        if (!value && this.cache.get(userId) === pending) this.cache.delete(userId);
      },
      () => {
        if (this.cache.get(userId) === pending) this.cache.delete(userId);
      },
    );
    return pending;
  }

  private async load(userId: number, now: number): Promise<UserRelations | null> {
    const [user] = await this.db.select(chatUserColumns).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    // Practitioners linked to this user as a patient, and patients linked to this user as a practitioner.
    const asPatient = union(
      this.db
        .select({ id: practitioners.userId })
        .from(assessments)
        .innerJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
        .where(eq(assessments.patientId, userId)),
      this.db
        .select({ id: practitioners.userId })
        .from(appointments)
        .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
        .where(eq(appointments.patientId, userId)),
    );
    const practitionerRows = await asPatient;
    let patientRows: { id: number }[] = [];
    if (user.isPractitioner) {
      const profiles = this.db
        .select({ id: practitioners.id })
        .from(practitioners)
        .where(eq(practitioners.userId, userId));
      patientRows = await union(
        this.db
          .select({ id: assessments.patientId })
          .from(assessments)
          .where(inArray(assessments.practitionerId, profiles)),
        this.db
          .select({ id: appointments.patientId })
          .from(appointments)
          .where(inArray(appointments.practitionerId, profiles)),
      );
    }
    return {
      user,
      patients: new Set(patientRows.map((row) => row.id).filter((id) => id !== userId)),
      practitioners: new Set(practitionerRows.map((row) => row.id).filter((id) => id !== userId)),
      loadedAt: now,
    };
  }

  /** Whether `from` may message `to` (and, the rule being symmetric, `to` may message `from`). */
  async canMessage(from: number, to: number): Promise<boolean> {
    if (from === to) return false;
    const check = async (fresh: boolean) => {
      const relations = await this.get(from, { fresh });
      if (!relations) return { allowed: false, relations };
      if (relations.user.isAdmin) return { allowed: (await this.get(to)) !== null, relations };
      const allowed =
        relations.patients.has(to) || relations.practitioners.has(to) || (await this.adminIds()).has(to);
      return { allowed, relations };
    };
    const first = await check(false);
    if (first.allowed || !first.relations) return first.allowed;
    if (this.clock() - first.relations.loadedAt < REFRESH_ON_MISS_AFTER_MS) return false;
    return (await check(true)).allowed;
  }

  /** Everyone the user may message: their presence audience and their conversation list. */
  async messageable(userId: number): Promise<Messageable> {
    const relations = await this.get(userId);
    if (!relations) return { all: false, ids: new Set() };
    if (relations.user.isAdmin) return { all: true, ids: new Set() };
    const ids = new Set<number>([...relations.patients, ...relations.practitioners]);
    for (const id of await this.adminIds()) if (id !== userId) ids.add(id);
    return { all: false, ids };
  }

  /**
   * Who receives a user's broadcasts: every patient for an admin, their linked patients for a practitioner,
   * nobody for anyone else (they may not broadcast).
   */
  async inBroadcastAudience(senderId: number, viewer: ChatUser): Promise<boolean> {
    if (senderId === viewer.id || !isPatient(viewer)) return false;
    const sender = await this.get(senderId);
    if (!sender) return false;
    if (sender.user.isAdmin) return true;
    return sender.user.isPractitioner && sender.patients.has(viewer.id);
  }

  /** Forget everything (tests; after data changes the cache cannot see). */
  clear(): void {
    this.cache.clear();
    this.admins = null;
  }
}
