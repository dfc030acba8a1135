import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  attachmentFileName,
  attachmentKind,
  checkContactAttachments,
  contactAttachmentUrls,
  contactFormInput,
  contactMessages,
  contactStatusLabels,
  contactStatusUpdatedMessage,
  contactStatusUpdateInput,
} from './contact';

const valid = {
  name: ' Ada Lovelace ',
  email: 'Ada@Example.com',
  phone: '',
  type: 'general',
  category: '',
  subject: 'Question',
  message: 'Hello there',
};

function errorOf(value: unknown) {
  const result = contactFormInput.safeParse(value);
  return result.success ? null : firstFieldError(result.error);
}

describe('contactFormInput', () => {
  it('trims, lower-cases the email and leaves empty optional fields out', () => {
    expect(contactFormInput.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      type: 'general',
      subject: 'Question',
      message: 'Hello there',
    });
  });

  it.each([
    ['name', { name: ' ' }, 'Name is required'],
    ['email', { email: 'nope' }, 'Valid email is required'],
    ['phone', { phone: 'call me' }, 'Enter a valid phone number'],
    ['type', { type: '' }, 'Please choose an enquiry type'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: '   ' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses a bad %s', (field, change, message) => {
    expect(errorOf({ ...valid, ...change })).toEqual({ message, field });
  });
});

describe('contact statuses', () => {
  it('labels the default as New and builds the toast text', () => {
    expect(contactStatusLabels.new).toBe('New');
    expect(contactStatusUpdatedMessage('in-progress')).toBe('Submission status updated to In Progress');
    expect(contactMessages.statusUpdatedTitle).toBe('Status updated');
    expect(contactMessages.statusUpdateFailed).toBe('Failed to update submission status');
  });

  it('accepts the four statuses only', () => {
    expect(contactStatusUpdateInput.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(contactStatusUpdateInput.safeParse({ status: 'open' }).success).toBe(false);
  });
});

describe('attachments', () => {
  const file = (name: string, size = 1000, type?: string) => ({ name, size, ...(type ? { type } : {}) });

  it('accepts up to five pdf and image files of 10 MB', () => {
    expect(
      checkContactAttachments([
        file('a.pdf', 10 * 1024 * 1024, 'application/pdf'),
        file('b.JPG'),
        file('c.jpeg'),
        file('d.png'),
        file('e.gif'),
      ]),
    ).toBeNull();
  });

  it('refuses a sixth file, other types and files over 10 MB', () => {
    expect(checkContactAttachments(Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`)))).toBe(
      'You can attach at most 5 files',
    );
    expect(checkContactAttachments([file('run.exe')])).toBe(
      'Only PDF, JPG, JPEG, PNG and GIF files can be attached',
    );
    expect(checkContactAttachments([file('fake.pdf', 10, 'text/html')])).toBe(
      'Only PDF, JPG, JPEG, PNG and GIF files can be attached',
    );
    expect(checkContactAttachments([file('big.png', 10 * 1024 * 1024 + 1)])).toBe(
      'Each file must be 10 MB or smaller',
    );
  });

  it('makes local paths absolute, keeps the legacy one first and drops duplicates', () => {
    expect(
      contactAttachmentUrls(
        {
          attachmentUrl: '/uploads/old.pdf',
          attachmentUrls: ['/uploads/old.pdf', 'https://cdn.example.com/x.png'],
        },
        'https://telehealth.example/',
      ),
    ).toEqual(['https://telehealth.example/uploads/old.pdf', 'https://cdn.example.com/x.png']);
    expect(contactAttachmentUrls({ attachmentUrl: null, attachmentUrls: [] }, 'https://a.example')).toEqual(
      [],
    );
  });

  it('names and classifies attachments by extension', () => {
    expect(attachmentKind('/uploads/scan.PDF')).toBe('pdf');
    expect(attachmentKind('/uploads/photo.jpeg?v=2')).toBe('image');
    expect(attachmentKind('/uploads/notes.txt')).toBe('other');
    expect(attachmentFileName('https://a.example/uploads/my%20scan.pdf')).toBe('my scan.pdf');
  });
});
