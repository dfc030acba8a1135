import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3';
import {
  createStorage,
  type FileStorage,
  InvalidStorageKeyError,
  LocalStorage,
  localStorageRoot,
  readObject,
  S3Storage,
  storeThenRecord,
} from '.';

/**
 * The contract every driver keeps, run as the same tests on the local folder and on S3 (s3rver, an S3-compatible
 * server started here on a free port). The features rely on nothing else.
 */

let scratch: string;
let s3: TestS3;
const drivers: Record<'local' | 's3', () => FileStorage> = {
  local: () => new LocalStorage(path.join(scratch, 'uploads')),
  s3: () => s3.storage(),
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'telehealth-storage-'));
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const text = (value: string) => ({ bytes: Buffer.from(value) });

describe.each(['local', 's3'] as const)('the %s driver', (driverName) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = drivers[driverName]();
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('reads back what it wrote, with its size, and lists it under its area', async () => {
    const bytes = randomBytes(1000);
    await storage.put('contact/a1.pdf', { bytes }, { contentType: 'application/pdf' });
    const found = await storage.get('contact/a1.pdf');
    found?.body.destroy();
    expect(found?.size).toBe(1000);
    expect(await readObject(storage, 'contact/a1.pdf')).toEqual(bytes);
    expect(await storage.list('contact/')).toContain('contact/a1.pdf');
    expect(await storage.list('articles/')).not.toContain('contact/a1.pdf');
  });

  it('stores a 3 MB upload from a file on disk byte for byte', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const file = path.join(scratch, `${driverName}-upload.bin`);
    await writeFile(file, bytes);
    await storage.put('contact/large.png', { path: file, size: bytes.length }, { contentType: 'image/png' });
    const back = await readObject(storage, 'contact/large.png');
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
  });

  it('answers null for a missing file, deletes quietly, and a deleted file is gone', async () => {
    expect(await storage.get('contact/never-written.pdf')).toBeNull();
    await storage.delete('contact/never-written.pdf');
    await storage.put('signatures/s1.png', text('one'), { contentType: 'image/png' });
    await storage.put('signatures/s1.png', text('two'), { contentType: 'image/png' });
    expect((await readObject(storage, 'signatures/s1.png'))?.toString()).toBe('two');
    await storage.delete('signatures/s1.png');
    expect(await storage.get('signatures/s1.png')).toBeNull();
    expect(await storage.list('signatures/')).toEqual([]);
  });

  it.each([
    '../etc/passwd',
    '/contact/a.pdf',
    'contact/../a.pdf',
    'contact/.hidden',
    'contact',
    'Contact/a.pdf',
  ])('refuses the key %s before touching anything', async (key) => {
    await expect(storage.put(key, text('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });

  it('storeThenRecord: a failed record removes every file it wrote', async () => {
    const files = ['invoices/f1.pdf', 'invoices/f2.pdf'].map((key) => ({
      key,
      source: text(key),
      contentType: 'application/pdf',
    }));
    await expect(
      storeThenRecord(storage, files, async () => {
        // Both files are there while the row is written.
        expect(await readObject(storage, 'invoices/f2.pdf')).not.toBeNull();
        throw new Error('the row was refused');
      }),
    ).rejects.toThrow('the row was refused');
    expect(await storage.list('invoices/')).toEqual([]);
  });

  it('storeThenRecord: a failed second write removes the first and never records', async () => {
    let recorded = false;
    await expect(
      storeThenRecord(
        storage,
        [
          { key: 'prescriptions/p1.pdf', source: text('first'), contentType: 'application/pdf' },
          {
            key: 'prescriptions/p2.pdf',
            source: { path: path.join(scratch, 'no-such-upload'), size: 10 },
            contentType: 'application/pdf',
          },
        ],
        async () => {
          recorded = true;
        },
      ),
    ).rejects.toThrow();
    expect(recorded).toBe(false);
    expect(await storage.list('prescriptions/')).toEqual([]);
  });

  it('storeThenRecord: a recorded write keeps its files and answers the record', async () => {
    const answer = await storeThenRecord(
      storage,
      [{ key: 'articles/kept.png', source: text('cover'), contentType: 'image/png' }],
      async () => 42,
    );
    expect(answer).toBe(42);
    expect((await readObject(storage, 'articles/kept.png'))?.toString()).toBe('cover');
  });
});

describe('the local driver', () => {
  it('reads files where DATA_DIR/uploads has always kept them, and leaves no temporary file behind', async () => {
    const dataDir = path.join(scratch, 'data');
    await mkdir(path.join(dataDir, 'uploads', 'contact'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'contact', 'old-upload.pdf'), '%PDF-1.4 old');
    const storage = await createStorage({ dataDir, s3: null });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((await readObject(storage, 'contact/old-upload.pdf'))?.toString()).toBe('%PDF-1.4 old');
    await expect(
      storage.put(
        'contact/new.pdf',
        { path: path.join(scratch, 'missing'), size: 1 },
        { contentType: 'x/y' },
      ),
    ).rejects.toThrow();
    expect(await readdir(path.join(localStorageRoot(dataDir), 'contact'))).toEqual(['old-upload.pdf']);
  });
});

describe('the S3 driver', () => {
  it('asks for server-side encryption (AES256) on every upload', async () => {
    const storage = s3.storage();
    try {
      await storage.put('contact/sse.pdf', text('%PDF'), { contentType: 'application/pdf' });
      const file = path.join(scratch, 'sse-upload.pdf');
      await writeFile(file, '%PDF-1.7');
      await storage.put('contact/sse-file.pdf', { path: file, size: 8 }, { contentType: 'application/pdf' });
      const puts = s3.requests.filter(
        (request) => request.method === 'PUT' && request.key.startsWith('contact/sse'),
      );
      expect(puts.map((request) => request.key)).toEqual(['contact/sse.pdf', 'contact/sse-file.pdf']);
      for (const request of puts) expect(request.headers['x-amz-server-side-encryption']).toBe('AES256');
      // s3rver does not echo the header back (it keeps files unencrypted on its disk): AWS, R2 and MinIO do.
    } finally {
      await storage.close();
    }
  });

  it('reports a missing bucket as an error, never as a missing file', async () => {
    const storage = s3.storage({ bucket: 'no-such-bucket' });
    try {
      await expect(
        storage.put('contact/x.pdf', text('x'), { contentType: 'application/pdf' }),
      ).rejects.toThrow();
      await expect(storage.get('contact/x.pdf')).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });

  it('is chosen by the config, and needs a region from S3_REGION or the SDK', async () => {
    const chosen = await createStorage({ dataDir: scratch, s3: s3.config });
    expect(chosen).toBeInstanceOf(S3Storage);
    await chosen.close();
    const saved = { AWS_REGION: process.env.AWS_REGION, AWS_DEFAULT_REGION: process.env.AWS_DEFAULT_REGION };
    delete process.env.AWS_REGION;
    delete process.env.AWS_DEFAULT_REGION;
    try {
      await expect(createStorage({ dataDir: scratch, s3: { ...s3.config, region: null } })).rejects.toThrow(
        'S3_BUCKET is set but no region is: set S3_REGION (or AWS_REGION)',
      );
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    }
  });
});
