import type { ContactSubmission } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFormData, useSubmitContactForm } from './contact';
import { api } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const submission: ContactSubmission = {
  id: 7,
  name: 'Ada',
  email: 'ada@example.com',
  type: 'general',
  subject: 'Question',
  message: 'Hello',
  status: 'new',
  createdAt: '2026-03-01T10:00:00.000Z',
  attachmentUrls: [],
};

/** The inbox as the page reads it: a 401 is an empty list. */
const useInbox = () => api.contact.listContactSubmissions.useQuery({}, { tolerate: { 401: [] } });

describe('listContactSubmissions', () => {
  it('reads a 401 as an empty list without an error', async () => {
    const mock = mockApi({ '/api/contact': mockFailure(401, 'Not authenticated') });
    const { result } = renderHook(() => useInbox(), { wrapper: mock.wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.error).toBeUndefined();
  });

  it('surfaces other failures', async () => {
    const mock = mockApi({ '/api/contact': mockFailure(403, 'You do not have permission to do this') });
    const { result } = renderHook(() => useInbox(), { wrapper: mock.wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
  });
});

describe('updateContactStatus', () => {
  it('patches the status and reloads the inbox', async () => {
    let status: ContactSubmission['status'] = 'new';
    const mock = mockApi({
      '/api/contact': () => [{ ...submission, status }],
      'PATCH /api/contact/7/status': ({ options }) => {
        status = (options.body as { status: ContactSubmission['status'] }).status;
        return { ...submission, status };
      },
    });
    const { result } = renderHook(
      () => ({ list: useInbox(), update: api.contact.updateContactStatus.useMutation() }),
      {
        wrapper: mock.wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('new'));
    await act(() => result.current.update.trigger({ params: { id: 7 }, body: { status: 'in-progress' } }));
    expect(mock.callsTo('PATCH /api/contact/7/status')[0]?.options.body).toEqual({ status: 'in-progress' });
    expect(result.current.list.data?.[0]?.status).toBe('in-progress');
    expect(mock.callsTo('GET /api/contact')).toHaveLength(2);
  });

  it('rejects a non-OK answer and leaves the list alone', async () => {
    const mock = mockApi({
      '/api/contact': [submission],
      'PATCH /api/contact/7/status': mockFailure(500, 'Database unavailable'),
    });
    const { result } = renderHook(
      () => ({ list: useInbox(), update: api.contact.updateContactStatus.useMutation() }),
      {
        wrapper: mock.wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await expect(
      act(() => result.current.update.trigger({ params: { id: 7 }, body: { status: 'closed' } })),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(mock.callsTo('GET /api/contact')).toHaveLength(1);
  });
});

describe('useSubmitContactForm', () => {
  it('posts the fields and files as multipart form data', async () => {
    const mock = mockApi({ 'POST /api/contact': { message: 'Thank you' } });
    const { result } = renderHook(() => useSubmitContactForm(), { wrapper: mock.wrapper });
    const scan = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    await act(() =>
      result.current.trigger({
        values: {
          name: 'Ada',
          email: 'ada@example.com',
          type: 'general',
          subject: 'Hi',
          message: 'Hello',
          phone: '',
        },
        attachments: [scan],
      }),
    );
    const body = mock.callsTo('POST /api/contact')[0]?.options.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Ada');
    expect(form.has('phone')).toBe(false);
    expect((form.getAll('attachments')[0] as File).name).toBe('scan.pdf');
  });

  it('builds the same body outside a hook', () => {
    const form = contactFormData({ name: 'A', email: 'a@b.co', type: 't', subject: 's', message: 'm' });
    expect([...form.keys()]).toEqual(['name', 'email', 'type', 'subject', 'message']);
  });
});
