import type { EmailTemplate, PrescriptionTemplate, SmsTemplate } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { useToggleEmailTemplateStatus } from './email-templates';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

describe('email templates', () => {
  const otp: EmailTemplate = {
    type: 'email_verification',
    editableSections: { heading: 'Your code' },
    isActive: true,
    isCustomised: false,
  };

  it('fetches nothing until a type is chosen, then GETs it by type', async () => {
    const api = mockApi({ '/api/email-templates/email_verification': otp });
    const { result, rerender } = renderHook(
      ({ type }) => endpoints.templates.getEmailTemplate.useQuery(type ? { params: { type } } : null),
      {
        wrapper: api.wrapper,
        initialProps: { type: null as EmailTemplate['type'] | null },
      },
    );
    expect(api.calls).toHaveLength(0);
    rerender({ type: 'email_verification' });
    await waitFor(() => expect(result.current.data).toEqual(otp));
  });

  it('saves sections, previews and resets at the substituted paths, reloading the template', async () => {
    let sections = otp.editableSections;
    const api = mockApi({
      '/api/email-templates/email_verification': () => ({ ...otp, editableSections: sections }),
      'POST /api/email-templates/email_verification': ({ options }) => {
        sections = (options.body as { editableSections: Record<string, string> }).editableSections;
        return { ...otp, editableSections: sections };
      },
      'POST /api/email-templates/preview/email_verification': { html: '<p>Preview</p>' },
      'POST /api/email-templates/email_verification/reset': () => {
        sections = otp.editableSections;
        return otp;
      },
    });
    const { result } = renderHook(
      () => ({
        template: endpoints.templates.getEmailTemplate.useQuery({ params: { type: 'email_verification' } }),
        save: endpoints.templates.saveEmailTemplate.useMutation(),
        preview: endpoints.templates.previewEmailTemplate.useMutation(),
        reset: endpoints.templates.resetEmailTemplate.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.template.data).toEqual(otp));
    const edited = { heading: 'Here is your code' };
    await act(() =>
      result.current.save.trigger({
        params: { type: 'email_verification' },
        body: { editableSections: edited },
      }),
    );
    expect(result.current.template.data?.editableSections).toEqual(edited);
    await expect(
      act(() =>
        result.current.preview.trigger({
          params: { type: 'email_verification' },
          body: { editableSections: edited },
        }),
      ),
    ).resolves.toEqual({ html: '<p>Preview</p>' });
    expect(api.callsTo('POST /api/email-templates/preview/email_verification')[0]?.options.body).toEqual({
      editableSections: edited,
    });
    await act(() => result.current.reset.trigger({ params: { type: 'email_verification' } }));
    expect(api.callsTo('POST /api/email-templates/email_verification/reset')).toHaveLength(1);
    expect(result.current.template.data?.editableSections).toEqual(otp.editableSections);
  });

  it('switches the cached state at once and back when the toggle fails', async () => {
    let answer: () => unknown = () => mockFailure(500, 'Failed to update template status');
    let release: () => void = () => {};
    const api = mockApi({
      '/api/email-templates/email_verification': otp,
      'POST /api/email-templates/email_verification/toggle-status': () =>
        new Promise((resolve) => {
          release = () => resolve(answer());
        }),
    });
    const { result } = renderHook(
      () => ({
        template: endpoints.templates.getEmailTemplate.useQuery({ params: { type: 'email_verification' } }),
        toggle: useToggleEmailTemplateStatus(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.template.data?.isActive).toBe(true));

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle
        .trigger({ type: 'email_verification', isActive: false })
        .catch((error) => error);
    });
    await waitFor(() => expect(result.current.template.data?.isActive).toBe(false));
    expect(
      api.callsTo('POST /api/email-templates/email_verification/toggle-status')[0]?.options.body,
    ).toEqual({
      isActive: false,
    });
    await act(async () => {
      release();
      await expect(pending).resolves.toMatchObject({ status: 500 });
    });
    expect(result.current.template.data?.isActive).toBe(true);

    answer = () => ({ ...otp, isActive: false });
    act(() => {
      pending = result.current.toggle.trigger({ type: 'email_verification', isActive: false });
    });
    await act(async () => {
      release();
      await pending;
    });
    expect(result.current.template.data?.isActive).toBe(false);
  });
});

describe('SMS templates', () => {
  it('lists, gets, saves and toggles at the substituted paths, reloading list and item', async () => {
    let template: SmsTemplate = { type: 'otp', content: 'Your code is {{otp}}', isActive: true };
    const api = mockApi({
      '/api/sms-templates': () => [template],
      '/api/sms-templates/otp': () => template,
      'POST /api/sms-templates/otp': ({ options }) => {
        template = { ...template, content: (options.body as { content: string }).content };
        return template;
      },
      'PATCH /api/sms-templates/otp/toggle-status': () => {
        template = { ...template, isActive: !template.isActive };
        return template;
      },
    });
    const { result } = renderHook(
      () => ({
        list: endpoints.templates.listSmsTemplates.useQuery(),
        item: endpoints.templates.getSmsTemplate.useQuery({ params: { type: 'otp' } }),
        save: endpoints.templates.saveSmsTemplate.useMutation(),
        toggle: endpoints.templates.toggleSmsTemplateStatus.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.item.data?.content).toBe('Your code is {{otp}}'));
    await act(() =>
      result.current.save.trigger({ params: { type: 'otp' }, body: { content: 'Code: {{otp}}' } }),
    );
    expect(api.callsTo('POST /api/sms-templates/otp')[0]?.options.body).toEqual({ content: 'Code: {{otp}}' });
    expect(result.current.list.data?.[0]?.content).toBe('Code: {{otp}}');
    expect(result.current.item.data?.content).toBe('Code: {{otp}}');
    await act(() => result.current.toggle.trigger({ params: { type: 'otp' } }));
    expect(api.callsTo('PATCH /api/sms-templates/otp/toggle-status')[0]?.options.body).toBeUndefined();
    expect(result.current.item.data?.isActive).toBe(false);
  });
});

describe('prescription templates', () => {
  const base: PrescriptionTemplate = {
    id: 1,
    name: 'Quarter A4',
    description: null,
    templateReact: '{}',
    isActive: true,
    isDefault: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  function server() {
    let templates: PrescriptionTemplate[] = [base];
    return mockApi({
      '/api/prescription-templates': () => templates,
      '/api/prescription-templates/2': () => templates.find((template) => template.id === 2),
      'POST /api/prescription-templates': ({ options }) => {
        const created = { ...base, ...(options.body as object), id: 2, isDefault: false };
        templates = [...templates, created];
        return created;
      },
      'PUT /api/prescription-templates/2': ({ options }) => {
        templates = templates.map((template) =>
          template.id === 2 ? { ...template, ...(options.body as object) } : template,
        );
        return templates[1];
      },
      'POST /api/prescription-templates/2/set-default': () => {
        templates = templates.map((template) => ({ ...template, isDefault: template.id === 2 }));
        return templates[1];
      },
      'DELETE /api/prescription-templates/2': mockFailure(
        409,
        'Cannot delete the default template. Set another template as default first.',
      ),
      'DELETE /api/prescription-templates/1': () => {
        templates = templates.filter((template) => template.id !== 1);
        return null;
      },
      'POST /api/prescription-templates/preview': { html: '<div>Preview</div>' },
    });
  }

  it('creates, updates, sets the default and deletes, reloading list and item', async () => {
    const api = server();
    const { result, rerender } = renderHook(
      ({ itemId }: { itemId: number | null }) => ({
        list: endpoints.templates.listPrescriptionTemplates.useQuery(),
        item: endpoints.templates.getPrescriptionTemplate.useQuery(
          itemId ? { params: { id: itemId } } : null,
        ),
        create: endpoints.templates.createPrescriptionTemplate.useMutation(),
        update: endpoints.templates.updatePrescriptionTemplate.useMutation(),
        setDefault: endpoints.templates.setDefaultPrescriptionTemplate.useMutation(),
        remove: endpoints.templates.deletePrescriptionTemplate.useMutation(),
      }),
      { wrapper: api.wrapper, initialProps: { itemId: null as number | null } },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    const input = {
      name: 'Compact',
      description: null,
      templateReact: '{"a":1}',
      isActive: true,
      isDefault: false,
    };
    await act(() => result.current.create.trigger({ body: input }));
    expect(api.callsTo('POST /api/prescription-templates')[0]?.options.body).toEqual(input);
    expect(result.current.list.data).toHaveLength(2);
    rerender({ itemId: 2 });
    await waitFor(() => expect(result.current.item.data?.name).toBe('Compact'));

    await act(() =>
      result.current.update.trigger({ params: { id: 2 }, body: { ...input, name: 'Compact v2' } }),
    );
    expect(api.callsTo('PUT /api/prescription-templates/2')[0]?.options.body).toEqual({
      ...input,
      name: 'Compact v2',
    });
    expect(result.current.item.data?.name).toBe('Compact v2');

    await act(() => result.current.setDefault.trigger({ params: { id: 2 } }));
    expect(result.current.list.data?.map((template) => template.isDefault)).toEqual([false, true]);
    expect(result.current.item.data?.isDefault).toBe(true);

    await expect(act(() => result.current.remove.trigger({ params: { id: 2 } }))).rejects.toMatchObject({
      status: 409,
      message: 'Cannot delete the default template. Set another template as default first.',
    });
    await act(() => result.current.remove.trigger({ params: { id: 1 } }));
    expect(result.current.list.data?.map((template) => template.id)).toEqual([2]);
  });

  it('previews a body with sample data', async () => {
    const api = server();
    const { result } = renderHook(() => endpoints.templates.previewPrescriptionTemplate.useMutation(), {
      wrapper: api.wrapper,
    });
    const input = { templateReact: '{{patientName}}', sampleData: { patientName: 'Ada' } };
    await expect(act(() => result.current.trigger({ body: input }))).resolves.toEqual({
      html: '<div>Preview</div>',
    });
    expect(api.callsTo('POST /api/prescription-templates/preview')[0]?.options.body).toEqual(input);
  });
});
