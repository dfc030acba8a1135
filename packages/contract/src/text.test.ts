import { describe, expect, it } from 'vitest';
import { registerInput } from './auth/auth';
import { chatMessageInput } from './chat/messages';
import { contactFormInput } from './contact/contact';
import { legalDocumentUpdateInput } from './legal/legal';
import { testSmsInput } from './testing/testing';
import { nulCharacterMessage, safeString } from './text';
import { firstFieldError } from './validation';

describe('safeString', () => {
  it('refuses a NUL byte before any other rule, naming the field', () => {
    expect(safeString().safeParse('ok').success).toBe(true);
    const cases: [{ safeParse(value: unknown): { success: boolean; error?: unknown } }, unknown, string][] = [
      [
        registerInput,
        {
          firstName: 'A\u0000',
          lastName: 'B',
          email: 'a@b.co',
          phone: '0412 345 678',
          password: 'Telehealth#2026',
        },
        'firstName',
      ],
      [legalDocumentUpdateInput, { title: 'T', content: '<p>x\u0000</p>', isActive: true }, 'content'],
      [chatMessageInput, { senderId: 1, receiverId: 2, content: 'hi\u0000' }, 'content'],
      [testSmsInput, { phoneNumber: '0412 345 678\u0000' }, 'phoneNumber'],
      [
        contactFormInput,
        {
          name: 'Ada',
          email: 'ada@example.com',
          phone: '',
          type: 'General Inquiry',
          category: 'Orders',
          subject: 'S\u0000',
          message: 'M',
        },
        'subject',
      ],
    ];
    for (const [schema, value, field] of cases) {
      const result = schema.safeParse(value);
      expect(result.success, field).toBe(false);
      expect(firstFieldError(result.error as never)).toEqual({ message: nulCharacterMessage, field });
    }
  });
});
