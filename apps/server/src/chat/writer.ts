import type { Db } from '../db/client';
import { arrayLiteral, type PreparedStatement, preparedStatement } from '../db/prepared';
import type { MessageRow, NewMessage } from './store';

export interface MessageWriterOptions {
  /**
   * How long the first message of a batch waits for others before they are stored together (group commit).
   * 0 stores every message on its own, at once.
   */
  windowMs: number;
  /** A batch this large is stored at once, without waiting for the window to end. */
  maxBatch: number;
}

/** 10 ms is invisible in a chat and, at 1,000 messages a second, stores about ten per statement. */
export const DEFAULT_WRITE_WINDOW_MS = 10;
/** The most messages one INSERT stores. */
export const DEFAULT_MAX_BATCH = 200;

interface Pending {
  input: NewMessage;
  resolve: (row: MessageRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Stores chat messages in batches: every message waits at most `windowMs` and then goes in with the others
 * of its window as one INSERT … SELECT FROM unnest(…) RETURNING (one statement, so atomic, one plan and one WAL flush for
 * all of them). Each caller still gets its own stored row, or its own error: a batch that fails (a receiver
 * deleted meanwhile) is retried one message at a time, so only the messages at fault are refused.
 * Messages are still stored before anyone is told about them; only the moment of storage is grouped.
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private readonly insertMessages: PreparedStatement;

  constructor(
    db: Db,
    private readonly options: MessageWriterOptions = {
      windowMs: DEFAULT_WRITE_WINDOW_MS,
      maxBatch: DEFAULT_MAX_BATCH,
    },
  ) {
    this.insertMessages = preparedStatement(db, 'chat_insert_messages', INSERT_MESSAGES);
  }

  /** Resolves with the stored row once the message is committed. */
  write(input: NewMessage): Promise<MessageRow> {
    return new Promise<MessageRow>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (this.closed || this.options.windowMs <= 0 || this.queue.length >= this.options.maxBatch) {
        this.flush();
      } else if (!this.timer) {
        this.timer = setTimeout(() => this.flush(), this.options.windowMs);
      }
    });
  }

  /** Messages waiting for their window to end. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Stores everything waiting now, in batches of at most maxBatch. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      const run = this.store(batch).finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }
  }

  /** From now on every message is stored at once; resolves when everything accepted so far is stored. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async store(batch: Pending[]): Promise<void> {
    let ids: number[];
    try {
      ids = await this.insert(batch.map((pending) => pending.input));
    } catch (error) {
      if (batch.length === 1) {
        (batch[0] as Pending).reject(error);
        return;
      }
      // One bad message (a foreign key gone since it was checked) fails the statement: store one by one.
      for (const pending of batch) {
        await this.insert([pending.input]).then(
          ([id]) => pending.resolve(toRow(id as number, pending.input)),
          pending.reject,
        );
      }
      return;
    }
    batch.forEach((pending, index) => {
      pending.resolve(toRow(ids[index] as number, pending.input));
    });
  }

  /**
   * One INSERT for all the messages; their ids in the order given. The statement takes one array a column,
   * so it is the same for every batch size and is prepared once (see preparedStatement). The ids come from a sequence that unnest's rows draw from one by one, in order,
   * so sorting them restores that order whatever order RETURNING uses.
   */
  private async insert(inputs: NewMessage[]): Promise<number[]> {
    const senders: number[] = [];
    const receivers: (number | null)[] = [];
    const contents: string[] = [];
    const assessments: (number | null)[] = [];
    const times: string[] = [];
    for (const input of inputs) {
      senders.push(input.senderId);
      receivers.push(input.receiverId);
      contents.push(input.content);
      assessments.push(input.assessmentId);
      times.push(input.createdAt.toISOString());
    }
    const rows = await this.insertMessages([
      arrayLiteral(senders),
      arrayLiteral(receivers),
      arrayLiteral(contents),
      arrayLiteral(assessments),
      arrayLiteral(times),
    ]);
    if (rows.length !== inputs.length) throw new Error('insert returned a different number of rows');
    return rows.map((row) => Number(row[0])).sort((a, b) => a - b);
  }
}

const INSERT_MESSAGES = `INSERT INTO messages (sender_id, receiver_id, content, assessment_id, created_at)
SELECT * FROM unnest($1::integer[], $2::integer[], $3::text[], $4::integer[], $5::timestamptz[])
RETURNING id`;

function toRow(id: number, input: NewMessage): MessageRow {
  return { id, ...input, isRead: false };
}
