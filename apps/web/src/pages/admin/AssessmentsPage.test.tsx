import type { MockRequest } from '@telehealth/api';
import { type AdminAssessmentRow, questionnaires, type ReviewDetail } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { adminPractitioner, users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = {
  '/api/user': users.admin,
  '/api/admin/practitioners': {
    items: [adminPractitioner(2, 'Sarah'), adminPractitioner(3, 'James')],
    total: 2,
    page: 1,
    pageSize: 100,
  },
};
const row: AdminAssessmentRow = {
  id: 7,
  type: 'erectile_dysfunction',
  status: 'awaiting_review',
  paid: true,
  feeCents: 4900,
  patient: { id: 41, name: 'Ada Lovelace', email: 'ada@example.com' },
  practitioner: null,
  submittedAt: '2026-02-01T00:00:00.000Z',
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

describe('/admin/assessments', () => {
  it('lists assessments and filters the unassigned through the address', async () => {
    const asked: Record<string, string>[] = [];
    const { container, router } = renderRoute('/admin/assessments', {
      ...admin,
      '/api/admin/assessments': ({ query }: MockRequest) => {
        asked.push(query);
        return { items: [row], total: 1, page: 1, pageSize: 20 };
      },
    });
    expect(await screen.findByRole('link', { name: '#7 Erectile dysfunction' })).toHaveAttribute(
      'href',
      '/admin/assessments/7',
    );
    expect(screen.getAllByText('Unassigned').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('combobox', { name: 'Practitioner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(router.state.location.search).toBe('?practitionerId=none'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ practitionerId: 'none' }));
  });
});

describe('/admin/assessments/:id', () => {
  it("shows the practitioner's detail and reassigns", async () => {
    const detail: ReviewDetail = {
      id: 7,
      type: 'erectile_dysfunction',
      status: 'in_review',
      questionnaireVersion: 1,
      submittedAt: '2026-02-01T00:00:00.000Z',
      practitionerId: 2,
      mine: false,
      patient: { id: 41, name: 'Ada Lovelace', dateOfBirth: '1990-02-03', age: 36 },
      answers: {},
      declineReason: null,
      decisionNotes: null,
      decidedAt: null,
      prescriptionId: null,
    };
    const sent: unknown[] = [];
    renderRoute('/admin/assessments/7', {
      ...admin,
      '/api/practitioner/assessments/7': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      'POST /api/admin/assessments/7/assign': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { ...row, practitioner: { id: 3, name: 'Dr James' } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment #7' })).toBeInTheDocument();
    expect(await screen.findByText('Reviewed by Dr Sarah.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/admin/messaging?assessmentId=7',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Practitioner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr James' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Assessment assigned to Dr James')).toBeInTheDocument();
    expect(sent).toEqual([{ practitionerId: 3 }]);
  });

  it('marks Notable the answers a prescriber must see, as the practitioner sees them', async () => {
    const detail: ReviewDetail = {
      id: 7,
      type: 'erectile_dysfunction',
      status: 'awaiting_review',
      questionnaireVersion: 1,
      submittedAt: '2026-02-01T00:00:00.000Z',
      practitionerId: null,
      mine: false,
      patient: { id: 41, name: 'Ada Lovelace', dateOfBirth: '1960-02-03', age: 66 },
      answers: {
        age: 66,
        duration: 'over_6_months',
        frequency: 'often',
        morningErections: false,
        chestPainOnExertion: false,
        recentHeartAttackOrStroke: false,
        bloodPressure: 'high_treated',
        takesNitrates: false,
        usesPoppers: false,
        otherMedicines: true,
        otherMedicinesList: 'Atorvastatin 40 mg daily',
      },
      declineReason: null,
      decisionNotes: null,
      decidedAt: null,
      prescriptionId: null,
    };
    renderRoute('/admin/assessments/7', {
      ...admin,
      '/api/practitioner/assessments/7': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
    });
    const answers = await screen.findByRole('region', { name: 'Answers' }, { timeout: 30_000 });
    const itemOf = async (label: string) =>
      (await within(answers).findByText(label, {}, { timeout: 30_000 })).closest('li') as HTMLElement;
    expect(
      within(await itemOf('What is your blood pressure usually like?')).getByText('Notable'),
    ).toBeInTheDocument();
    expect(
      within(await itemOf('Which medicines or supplements, and how much?')).getByText('Notable'),
    ).toBeInTheDocument();
    expect(within(await itemOf('How old are you?')).queryByText('Notable')).not.toBeInTheDocument();
  }, 60_000);
});
