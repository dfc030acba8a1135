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

/** Practitioners and admins: they may broadcast, and they read every assessment message (docs/product/messaging.md). */
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

interface AdminList {
  ids: Promise<ReadonlySet<number>>;
  loadedAt: number;
  /** The ids once loaded. */
  settled?: ReadonlySet<number>;
}

/** How long a user's links and the admin list are trusted before they are read again. */
export const RELATIONS_TTL_MS = 30_000;
/** A refusal from links older than this re-reads them once: a link made seconds ago counts. */
const REFRESH_ON_MISS_AFTER_MS = 2_000;
const MAX_CACHED_USERS = 10_000;
/** Users per statement when loading many (two bind parameters each). */
const LOAD_CHUNK = 5_000;

/**
 * Who may message whom (docs/product/messaging.md; the server's rules are decided here):
 * - admins may message anyone, and anyone may message an admin;
 * - a patient and a practitioner may message each other when an assessment or an appointment links them;
 * - nobody else (patient to patient, content writer to practitioner, ...).
 * The relation is symmetric, so "who may message U" is also "whose presence U may see".
 * Links are cached per process for RELATIONS_TTL_MS; every query is on an indexed column.
 */
export class Relations {
  private readonly cache = new Map<number, Promise<UserRelations | null>>();
  /** Loads still running (a refresh leaves their entries alone). */
  private readonly loading = new Set<Promise<UserRelations | null>>();
  private admins: AdminList | null = null;
  /** What each cache entry resolved to, for answers that need not wait for a promise. */
  private readonly settled = new WeakMap<Promise<UserRelations | null>, UserRelations>();

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
      const entry: AdminList = { ids, loadedAt: now };
      this.admins = entry;
      ids.then(
        (value) => {
          entry.settled = value;
        },
        () => {
          if (this.admins === entry) this.admins = null;
        },
      );
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
    this.loading.add(pending);
    pending.then(
      (value) => {
        this.loading.delete(pending);
        if (value) this.settled.set(pending, value);
        if (!value && this.cache.get(userId) === pending) this.cache.delete(userId);
      },
      () => {
        this.loading.delete(pending);
        if (this.cache.get(userId) === pending) this.cache.delete(userId);
      },
    );
    return pending;
  }

  private async load(userId: number, now: number): Promise<UserRelations | null> {
    return (await this.loadMany([userId], now)).get(userId) ?? null;
  }

  /**
   * The links of many users in two statements (users, then links through assessments and appointments in
   * both directions). Unknown users are absent from the map.
   */
  private async loadMany(ids: readonly number[], now: number): Promise<Map<number, UserRelations>> {
    const found = new Map<number, UserRelations>();
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      const people = await this.db.select(chatUserColumns).from(users).where(inArray(users.id, chunk));
      if (people.length === 0) continue;
      const patients = new Map<number, Set<number>>();
      const practitionersOf = new Map<number, Set<number>>();
      for (const user of people) {
        patients.set(user.id, new Set());
        practitionersOf.set(user.id, new Set());
      }
      const profiles = this.db
        .select({ id: practitioners.id })
        .from(practitioners)
        .where(inArray(practitioners.userId, chunk));
      const link = { patientId: assessments.patientId, practitionerUserId: practitioners.userId };
      const appointmentLink = { patientId: appointments.patientId, practitionerUserId: practitioners.userId };
      // Each branch filters on an indexed column: the patient, or the practitioner profiles of the users.
      const links = await union(
        this.db
          .select(link)
          .from(assessments)
          .innerJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
          .where(inArray(assessments.patientId, chunk)),
        this.db
          .select(link)
          .from(assessments)
          .innerJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
          .where(inArray(assessments.practitionerId, profiles)),
        this.db
          .select(appointmentLink)
          .from(appointments)
          .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
          .where(inArray(appointments.patientId, chunk)),
        this.db
          .select(appointmentLink)
          .from(appointments)
          .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
          .where(inArray(appointments.practitionerId, profiles)),
      );
      for (const { patientId, practitionerUserId } of links) {
        if (patientId === practitionerUserId) continue;
        practitionersOf.get(patientId)?.add(practitionerUserId);
        patients.get(practitionerUserId)?.add(patientId);
      }
      for (const user of people) {
        found.set(user.id, {
          user,
          // Only a practitioner has patients (a former practitioner's links no longer count).
          patients: user.isPractitioner ? (patients.get(user.id) as Set<number>) : new Set(),
          practitioners: practitionersOf.get(user.id) as Set<number>,
          loadedAt: now,
        });
      }
    }
    return found;
  }

  /**
   * Reloads the links of these users at once, so that those who keep chatting never wait for a reload of
   * their own (the chat calls this at each heartbeat with the users connected to this process).
   */
  async refresh(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const now = this.clock();
    const found = await this.loadMany(ids, now);
    for (const id of ids) {
      const value = found.get(id);
      if (!value) {
        this.cache.delete(id);
        continue;
      }
      // A reload still running, or one that started after this one, is newer: keep it.
      const current = this.cache.get(id);
      if (current) {
        if (this.loading.has(current)) continue;
        const settled = await current.catch(() => null);
        if (settled && settled.loadedAt > now) continue;
      }
      if (this.cache.size >= MAX_CACHED_USERS) this.cache.clear();
      const entry = Promise.resolve(value);
      this.settled.set(entry, value);
      this.cache.set(id, entry);
    }
  }

  /** A user's links when loaded and still fresh, without waiting; undefined otherwise. */
  private peek(userId: number): UserRelations | undefined {
    const entry = this.cache.get(userId);
    const value = entry && this.settled.get(entry);
    if (!value) return undefined;
    const age = this.clock() - value.loadedAt;
    return age >= 0 && age <= RELATIONS_TTL_MS ? value : undefined;
  }

  /**
   * `true` when fresh cached links already allow `from` to message `to`, `undefined` when that takes a look
   * at the database (canMessage decides, refusals included). The same rules as canMessage, for the hot path.
   */
  allowsNow(from: number, to: number): true | undefined {
    if (from === to) return undefined;
    const relations = this.peek(from);
    if (!relations) return undefined;
    if (relations.user.isAdmin) return this.peek(to) ? true : undefined;
    if (relations.patients.has(to) || relations.practitioners.has(to)) return true;
    const admins = this.admins;
    const age = admins ? this.clock() - admins.loadedAt : Number.POSITIVE_INFINITY;
    if (admins?.settled?.has(to) && age >= 0 && age <= RELATIONS_TTL_MS) return true;
    return undefined;
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
