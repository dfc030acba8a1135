import { describe, expect, it } from 'vitest';
import { namesPrescriptionOnlyMedicine } from '../medicines/prescription-only';
import { articleCopyWarnings, articleInput, articleMessages, readingMinutes, slugify } from './articles';

describe('articles', () => {
  it('makes slugs from titles', () => {
    expect(slugify("Men's Health: Café & Sleep — 2026!")).toBe('mens-health-cafe-sleep-2026');
    expect(slugify('???')).toBe('');
  });

  it('names prescription-only medicines as whole words, case-insensitively', () => {
    expect(namesPrescriptionOnlyMedicine('Ask about VIAGRA or Sildenafil; viagra again.')).toEqual([
      'viagra',
      'sildenafil',
    ]);
    expect(namesPrescriptionOnlyMedicine('Cialisation is not a word')).toEqual([]);
    expect(articleCopyWarnings(['<p>Some use <b>ozempic</b></p>'])[0]).toContain('ozempic');
  });

  it('validates the editable fields with the messages the server answers', () => {
    const bad = articleInput.safeParse({ title: ' ', slug: 'Bad Slug' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([articleMessages.titleRequired, articleMessages.slugInvalid]);
    expect(articleInput.parse({ title: 'T' })).toMatchObject({
      slug: '',
      content: '',
      category: 'general-health',
    });
  });

  it('estimates reading time at 200 words a minute, at least 1', () => {
    expect(readingMinutes('<p>one two</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});
