import type { MockRequest } from '@telehealth/api';
import { mockFailure } from '@telehealth/api';
import { questionnaires, reviewMessages } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const queueItem = {
  id: 31,
  type: 'erectile_dysfunction',
  status: 'awaiting_review',
  submittedAt: '2026-11-20T01:00:00.000Z',
  patientAge: 42,
  mine: false,
};

const detail = {
  id: 31,
  type: 'erectile_dysfunction',
  status: 'in_review',
  questionnaireVersion: 1,
  submittedAt: '2026-11-20T01:00:00.000Z',
  practitionerId: 1,
  mine: true,
  patient: { id: 9, name: 'Sam Taylor', dateOfBirth: '1984-02-14', age: 42 },
  answers: {
    age: 42,
    duration: 'over_6_months',
    frequency: 'often',
    morningErections: true,
    chestPainOnExertion: false,
    recentHeartAttackOrStroke: false,
    bloodPressure: 'high',
    takesNitrates: false,
    usesPoppers: false,
    otherMedicines: false,
  },
  declineReason: null,
  decisionNotes: null,
  decidedAt: null,
  prescriptionId: null,
};

const profile = {
  id: 1,
  name: 'Sarah Chen',
  email: 'practitioner@example.com',
  specialization: 'General Practice',
  bio: '',
  timezone: 'Australia/Sydney',
  ahpraNumber: 'MED0001234567',
  prescriberNumber: '2345678',
  signature: null,
  canPrescribe: false,
};

const medications = [
  {
    id: 1,
    name: 'Sildenafil',
    genericName: 'sildenafil',
    variants: [{ id: 1, strength: '50 mg', form: 'tablet', quantity: 8 }],
  },
];

describe('/practitioner/assessments', () => {
  it('lists the queue without names, claims with Start review and opens the review', async () => {
    const { container, router } = renderRoute('/practitioner/assessments', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments': { items: [queueItem], total: 1, page: 1, pageSize: 50 },
      'POST /api/practitioner/assessments/31/claim': { ...detail, prescriptionId: null },
      '/api/practitioner/assessments/31': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': profile,
    });
    const start = await screen.findByRole('button', { name: 'Start review of assessment #31' });
    expect(screen.getByText('42')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/practitioner/assessments/31'));
  });

  it('says who was first when the claim is lost', async () => {
    renderRoute('/practitioner/assessments', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments': { items: [queueItem], total: 1, page: 1, pageSize: 50 },
      'POST /api/practitioner/assessments/31/claim': mockFailure(409, reviewMessages.claimed),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start review of assessment #31' }));
    expect((await screen.findAllByText(reviewMessages.claimed)).length).toBeGreaterThan(0);
  });
});

describe('/practitioner/assessments/:id', () => {
  it('shows the summary, the conversation link, the highlighted answers, and refuses Approve without a signature', async () => {
    const approvals: MockRequest[] = [];
    const { container } = renderRoute('/practitioner/assessments/31', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments/31': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': profile,
      'POST /api/practitioner/assessments/31/approve': (request: MockRequest) => {
        approvals.push(request);
        return {};
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment #31' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Patient summary' });
    expect(within(summary).getByText('Sam Taylor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Sam Taylor about this assessment' })).toHaveAttribute(
      'href',
      '/practitioner/messages?assessmentId=31',
    );
    expect(await screen.findByText(reviewMessages.prescriberRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(approvals).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says so when the assessment is not in my reviews', async () => {
    renderRoute('/practitioner/assessments/77', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments/77': mockFailure(404, 'Assessment not found'),
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': profile,
    });
    expect(await screen.findByText('This assessment is not in your reviews')).toBeInTheDocument();
  });
});

describe('/practitioner/profile', () => {
  it('shows the profile form and the signature field, and saves the profile', async () => {
    const saved: MockRequest[] = [];
    const { container } = renderRoute('/practitioner/profile', {
      '/api/user': users.practitioner,
      '/api/practitioner/profile': profile,
      'PUT /api/practitioner/profile': (request: MockRequest) => {
        saved.push(request);
        return profile;
      },
    });
    const ahpra = await screen.findByLabelText(/^AHPRA registration number/);
    expect(ahpra).toHaveValue('MED0001234567');
    expect(screen.getByText('No signature yet')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.clear(ahpra);
    await userEvent.type(ahpra, 'MED12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid AHPRA registration number')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('/practitioner/schedule', () => {
  it('shows the week, the weekly hours and the time off in the practitioner’s zone', async () => {
    const asked: MockRequest[] = [];
    const { container } = renderRoute('/practitioner/schedule', {
      '/api/user': users.practitioner,
      '/api/practitioner/availability': {
        timezone: 'Australia/Sydney',
        ranges: [{ weekday: 1, start: '09:00', end: '17:00' }],
      },
      '/api/practitioner/time-off': { items: [] },
      '/api/practitioner/appointments': (request: MockRequest) => {
        asked.push(request);
        return { timezone: 'Australia/Sydney', items: [] };
      },
    });
    expect(await screen.findByLabelText('Monday start 1')).toHaveValue('09:00');
    expect(screen.getByText('No time off planned')).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const { from, to } = asked[0]?.query ?? {};
    expect(new Date(to as string).getTime() - new Date(from as string).getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(asked.at(-1)?.query.from).not.toBe(from));
    await expectNoAxeViolations(container);
  });
});
