import { describe, expect, it } from 'vitest';
import { countSmsSegments, smsSegmentSummary } from './sms-templates';

describe('countSmsSegments', () => {
  it('counts nothing for empty text', () => {
    expect(countSmsSegments('')).toMatchObject({ encoding: 'GSM-7', length: 0, segments: 0 });
  });

  it('fits 160 GSM-7 characters in one segment and splits 161 into parts of 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      length: 160,
      segments: 1,
      perSegment: 160,
      remaining: 0,
    });
    expect(countSmsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      length: 161,
      segments: 2,
      perSegment: 153,
      remaining: 145,
    });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters (€, braces, brackets) as two septets', () => {
    expect(countSmsSegments('€{}').length).toBe(6);
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, segments: 2 });
  });

  it('switches to UCS-2 for characters outside GSM-7: 70 in one, 67 per part', () => {
    expect(countSmsSegments('ā'.repeat(70))).toMatchObject({ encoding: 'UCS-2', length: 70, segments: 1 });
    expect(countSmsSegments('ā'.repeat(71))).toMatchObject({
      encoding: 'UCS-2',
      segments: 2,
      perSegment: 67,
    });
    expect(countSmsSegments(`${'a'.repeat(134)}😀`)).toMatchObject({
      encoding: 'UCS-2',
      length: 136,
      segments: 3,
    });
  });

  it('keeps accented letters of the GSM-7 set in GSM-7', () => {
    expect(countSmsSegments('Café à Zürich £5 @ 10%').encoding).toBe('GSM-7');
  });

  it('words the counter', () => {
    expect(smsSegmentSummary(countSmsSegments('Hi'))).toBe('2 characters, 1 segment (GSM-7)');
    expect(smsSegmentSummary(countSmsSegments('ā'.repeat(71)))).toBe('71 characters, 2 segments (UCS-2)');
  });
});
