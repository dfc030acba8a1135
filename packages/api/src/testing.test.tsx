import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const sms = {
  phoneNumber: '0412345678',
  messageType: 'appointment' as const,
  patientName: 'John Smith',
  doctorName: 'Dr. Sarah Johnson',
  prescriptionId: 'RX-12345',
  appointmentDate: '2025-05-10',
  appointmentTime: '10:00 AM',
};

describe('sendTestSms', () => {
  it('posts the payload and resolves with the result body, even when the provider refused', async () => {
    const refused = {
      success: false,
      provider: 'ClickSend',
      message: 'Failed to send test SMS',
      error: 'bad number',
    };
    const api = mockApi({ 'POST /api/admin/testing/sms': refused });
    const { result } = renderHook(() => endpoints.testing.sendTestSms.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(act(() => result.current.trigger({ body: sms }))).resolves.toEqual(refused);
    expect(api.callsTo('POST /api/admin/testing/sms')[0]?.options.body).toEqual(sms);
  });

  it('rejects with the message of the error body', async () => {
    const api = mockApi({ 'POST /api/admin/testing/sms': mockFailure(400, 'Phone number is required') });
    const { result } = renderHook(() => endpoints.testing.sendTestSms.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(act(() => result.current.trigger({ body: sms }))).rejects.toMatchObject({
      status: 400,
      message: 'Phone number is required',
    });
  });
});

describe('sendTestEmail', () => {
  it('posts the template, recipient and integer IDs', async () => {
    const api = mockApi({ 'POST /api/admin/testing/email': null });
    const { result } = renderHook(() => endpoints.testing.sendTestEmail.useMutation(), {
      wrapper: api.wrapper,
    });
    const payload = {
      templateType: 'practitioner_appointment_reminder' as const,
      recipientEmail: 'ada@example.com',
      practitionerId: 3,
      appointmentIds: [10, 11],
    };
    await act(() => result.current.trigger({ body: payload }));
    expect(api.callsTo('POST /api/admin/testing/email')[0]?.options.body).toEqual(payload);
  });
});
