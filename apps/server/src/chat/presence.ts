import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { arrayLiteral } from '../db/prepared';
import { chatPresence, serverInstances } from '../db/schema';

/** An instance that misses this many heartbeats in a row is taken as gone. */
export const PRESENCE_MISSED_BEATS = 3;

/**
 * This process's presence rows in PostgreSQL (or PGlite): its `server_instances` row, renewed every heartbeat and
 * lapsing `ttlMs` after the last renewal, and one `chat_presence` row per user with a socket here. Every time is
 * the database's clock, so instances on machines whose clocks differ still agree.
 */
export class PresenceRows {
  private readonly ttl: ReturnType<typeof sql>;

  constructor(
    private readonly db: Db,
    readonly instanceId: string,
    ttlMs: number,
  ) {
    this.ttl = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  }

  /**
   * Renews this instance's row; true when it had to be created: at start, or after the others took this instance
   * for gone (it missed its heartbeats) and deleted it with its users' rows.
   */
  async renew(): Promise<boolean> {
    const renewed = await this.db
      .update(serverInstances)
      .set({ expiresAt: this.ttl })
      .where(eq(serverInstances.id, this.instanceId))
      .returning({ id: serverInstances.id });
    if (renewed.length > 0) return false;
    await this.db
      .insert(serverInstances)
      .values({ id: this.instanceId, expiresAt: this.ttl })
      .onConflictDoUpdate({ target: serverInstances.id, set: { expiresAt: this.ttl } });
    return true;
  }

  async add(userId: number): Promise<void> {
    await this.db.insert(chatPresence).values({ userId, instanceId: this.instanceId }).onConflictDoNothing();
  }

  async remove(userId: number): Promise<void> {
    await this.db
      .delete(chatPresence)
      .where(and(eq(chatPresence.userId, userId), eq(chatPresence.instanceId, this.instanceId)));
  }

  /** Makes this instance's rows exactly `userIds` (after a failed write, or once its row was re-created). */
  async replace(userIds: number[]): Promise<void> {
    const ids = sql`${arrayLiteral(userIds)}::int[]`;
    await transaction(this.db, async (tx) => {
      await tx
        .delete(chatPresence)
        .where(and(eq(chatPresence.instanceId, this.instanceId), sql`${chatPresence.userId} <> all(${ids})`));
      // A user deleted meanwhile has no row to point at: only existing users are inserted.
      await tx.execute(sql`insert into chat_presence (user_id, instance_id)
        select u.id, ${this.instanceId} from users u where u.id = any(${ids})
        on conflict do nothing`);
    });
  }

  /** The users of every other live instance. */
  async others(): Promise<Map<string, number[]>> {
    const rows = await this.db
      .select({ instanceId: chatPresence.instanceId, userId: chatPresence.userId })
      .from(chatPresence)
      .innerJoin(serverInstances, eq(serverInstances.id, chatPresence.instanceId))
      .where(and(ne(serverInstances.id, this.instanceId), gt(serverInstances.expiresAt, sql`now()`)));
    const byInstance = new Map<string, number[]>();
    for (const { instanceId, userId } of rows) {
      const users = byInstance.get(instanceId);
      if (users) users.push(userId);
      else byInstance.set(instanceId, [userId]);
    }
    return byInstance;
  }

  /** Deletes the rows of instances that stopped renewing them (their users' rows go with them). */
  async reap(): Promise<void> {
    await this.db.delete(serverInstances).where(lt(serverInstances.expiresAt, sql`now()`));
  }

  /** Deletes this instance's row and its users' rows (shutdown). */
  async leave(): Promise<void> {
    await this.db.delete(serverInstances).where(eq(serverInstances.id, this.instanceId));
  }
}
