import { legalDocumentMessages, publicLegalMessages } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_EPOCH, type TestDatabase } from '../test/helpers';
import * as legal from './service';

let database: TestDatabase;
const later = (minutes: number) => new Date(TEST_EPOCH.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await database?.dispose();
});

describe('the legal documents service', () => {
  it('activating a document leaves the deactivated one’s text, version and Updated date alone', async () => {
    const { db } = database;
    const first = await legal.createDocument(
      db,
      { type: 'terms_of_use', title: 'Terms v1', content: '<p>One</p>', isActive: true },
      later(1),
    );
    const second = await legal.createDocument(
      db,
      { type: 'terms_of_use', title: 'Terms v2', content: '<p>Two</p>', isActive: false },
      later(2),
    );

    const activated = await legal.activateDocument(db, second.id, later(10));
    expect(activated).toMatchObject({ isActive: true, updatedAt: later(10).toISOString(), version: 1 });

    const [previous] = (await legal.listDocuments(db, 'terms_of_use')).filter((doc) => doc.id === first.id);
    expect(previous).toMatchObject({ isActive: false, updatedAt: later(1).toISOString(), version: 1 });
    expect((await legal.activeDocument(db, 'terms_of_use')).id).toBe(second.id);
  });

  it('raises the version only when the title or content changes', async () => {
    const { db } = database;
    const doc = await legal.createDocument(
      db,
      { type: 'privacy_policy', title: 'Privacy', content: '<p>We keep little.</p>', isActive: false },
      later(20),
    );
    const same = await legal.updateDocument(db, doc.id, { ...doc, isActive: true }, later(21));
    expect(same.version).toBe(1);
    const edited = await legal.updateDocument(db, doc.id, { ...same, title: 'Privacy Policy' }, later(22));
    expect(edited.version).toBe(2);
  });

  it('refuses to delete the active document, and content with nothing readable', async () => {
    const { db } = database;
    const active = await legal.activeDocument(db, 'privacy_policy');
    await expect(legal.deleteDocument(db, active.id)).rejects.toMatchObject({
      statusCode: 409,
      message: legalDocumentMessages.deleteActive,
    });
    await expect(
      legal.createDocument(
        db,
        { type: 'privacy_policy', title: 'X', content: '<script>alert(1)</script>', isActive: false },
        later(30),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: legalDocumentMessages.titleAndContentRequired });
  });

  it('answers 404 while no document of a type is published', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      await expect(legal.activeDocument(empty.db, 'privacy_policy')).rejects.toMatchObject({
        statusCode: 404,
        message: publicLegalMessages.notPublished,
      });
    } finally {
      await empty.dispose();
    }
  });
});
