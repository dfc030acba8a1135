import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  hasVisibleText,
  legalDocumentCreateInput,
  legalDocumentMessages,
  legalDocumentTypeLabels,
  legalDocumentUpdateInput,
} from './legal';

function errorOf(result: { success: boolean; error?: Parameters<typeof firstFieldError>[0] }) {
  return result.success || !result.error ? null : firstFieldError(result.error);
}

describe('legalDocumentCreateInput', () => {
  it('trims the title and defaults to an inactive privacy policy', () => {
    expect(legalDocumentCreateInput.parse({ title: '  Privacy  ', content: '<p>Text</p>' })).toEqual({
      type: 'privacy_policy',
      title: 'Privacy',
      content: '<p>Text</p>',
      isActive: false,
    });
  });

  it.each([
    ['a blank title', { title: '   ', content: '<p>Text</p>' }, 'title'],
    ['a missing title', { content: '<p>Text</p>' }, 'title'],
    ['blank content', { title: 'Terms', content: '  ' }, 'content'],
    ['an empty editor', { title: 'Terms', content: '<p><br></p>' }, 'content'],
    ['only non-breaking spaces', { title: 'Terms', content: '<p>&nbsp;</p>' }, 'content'],
  ])('refuses %s with the exact message', (_case, value, field) => {
    expect(errorOf(legalDocumentCreateInput.safeParse({ type: 'terms_of_use', ...value }))).toEqual({
      message: 'Title and content are required',
      field,
    });
  });

  it('refuses an unknown type', () => {
    const result = legalDocumentCreateInput.safeParse({ type: 'cookies', title: 'A', content: 'B' });
    expect(errorOf(result)?.field).toBe('type');
  });
});

describe('legalDocumentUpdateInput', () => {
  it('has no type to change', () => {
    const parsed = legalDocumentUpdateInput.parse({
      type: 'terms_of_use',
      title: ' Terms ',
      content: 'x',
      isActive: true,
    });
    expect(parsed).toEqual({ title: 'Terms', content: 'x', isActive: true });
  });
});

describe('legal document strings', () => {
  it('labels both types', () => {
    expect(legalDocumentTypeLabels).toEqual({
      privacy_policy: 'Privacy Policy',
      terms_of_use: 'Terms of Use',
    });
  });

  it('quotes the toasts', () => {
    expect(legalDocumentMessages).toMatchObject({
      created: 'Legal document created successfully',
      updated: 'Legal document updated successfully',
      deleted: 'Legal document deleted successfully',
      activated: 'Document activated successfully',
      createFailed: 'Failed to create document',
      updateFailed: 'Failed to update document',
      deleteFailed: 'Failed to delete document',
      activateFailed: 'Failed to activate document',
    });
  });

  it('sees text only outside the markup', () => {
    expect(hasVisibleText('<h1>Terms</h1>')).toBe(true);
    expect(hasVisibleText('<p> </p><ul><li></li></ul>')).toBe(false);
  });
});
