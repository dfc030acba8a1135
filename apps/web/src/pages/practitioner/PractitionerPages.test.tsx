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

/** No red flag, but treated high blood pressure and a statin: what a prescriber must see. */
const notableEdAnswers = {
  ...detail.answers,
  bloodPressure: 'high_treated',
  otherMedicines: true,
  otherMedicinesList: 'Atorvastatin 40 mg daily',
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
  practiceAddress: 'Level 3, 88 Pitt Street, Sydney NSW 2000',
  practicePhone: '+61290000001',
  signature: null,
  canPrescribe: false,
};

const medications = [
  {
    id: 1,
    name: 'Sildenafil',
    genericName: 'sildenafil',
    assessmentTypes: ['erectile_dysfunction'],
    variants: [{ id: 1, strength: '50 mg', form: 'tablet', quantity: 8 }],
  },
  {
    id: 2,
    name: 'Levonorgestrel/Ethinylestradiol',
    genericName: null,
    assessmentTypes: ['contraception'],
    variants: [{ id: 2, strength: '150/30 mcg', form: 'tablet', quantity: 84 }],
  },
];

describe('/practitioner/assessments', () => {
  it('lists the queue without names, claims with Start review and opens the review', async () => {
    const { container, router } = renderRoute('/practitioner/assessments', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments': { items: [queueItem], total: 1, page: 1, pageSize: 50 },
      'POST /api/practitioner/assessments/31/claim': { ...detail, prescriptionId: null, message: null },
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

  it('says that I am already reviewing it when I claim it again, and opens it', async () => {
    const { router } = renderRoute('/practitioner/assessments', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments': { items: [queueItem], total: 1, page: 1, pageSize: 50 },
      'POST /api/practitioner/assessments/31/claim': {
        ...detail,
        prescriptionId: null,
        message: reviewMessages.alreadyReviewing,
      },
      '/api/practitioner/assessments/31': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': profile,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start review of assessment #31' }));
    expect((await screen.findAllByText('You are already reviewing this assessment.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(reviewMessages.claimed)).not.toBeInTheDocument();
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

  it.each([
    [{ practicePhone: null }, 'Add your practice phone to your profile before prescribing.'],
    [{ ahpraNumber: null }, 'Add your AHPRA registration number to your profile before prescribing.'],
    [{ practiceAddress: '' }, 'Add your practice address to your profile before prescribing.'],
  ])('says what is missing when it is not the prescriber number: %j', async (missing, message) => {
    renderRoute('/practitioner/assessments/31', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments/31': detail,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': { ...profile, signature: 'data:image/png;base64,AAAA', ...missing },
    });
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(reviewMessages.prescriberRequired, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('marks Notable the answers a prescriber must see: treated high blood pressure and atorvastatin', async () => {
    renderRoute('/practitioner/assessments/31', {
      '/api/user': users.practitioner,
      '/api/practitioner/assessments/31': { ...detail, answers: notableEdAnswers },
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/practitioner/medications': medications,
      '/api/practitioner/profile': profile,
    });
    const answers = await screen.findByRole('region', { name: 'Answers' }, { timeout: 30_000 });
    const bloodPressure = (
      await within(answers).findByText('What is your blood pressure usually like?', {}, { timeout: 30_000 })
    ).closest('li') as HTMLElement;
    expect(within(bloodPressure).getByText('High, and treated')).toBeInTheDocument();
    expect(within(bloodPressure).getByText('Notable')).toBeInTheDocument();
    const medicines = within(answers)
      .getByText('Which medicines or supplements, and how much?')
      .closest('li') as HTMLElement;
    expect(within(medicines).getByText('Atorvastatin 40 mg daily')).toBeInTheDocument();
    expect(within(medicines).getByText('Notable')).toBeInTheDocument();
  }, 60_000);

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

describe('/practitioner', () => {
  it('shows the review queue and my reviews as the counts of the lists they name', async () => {
    renderRoute('/practitioner', {
      '/api/user': users.practitioner,
      '/api/practitioner/summary': {
        pendingAssessments: 6,
        inReviewByMe: 2,
        upcomingAppointments: 1,
        unreadMessages: 0,
      },
      '/api/practitioner/appointments': { timezone: 'Australia/Sydney', items: [] },
    });
    const tiles = await screen.findByRole('list', { name: 'Your work at a glance' });
    const tile = (label: string) => within(tiles).getByText(label).closest('li') as HTMLElement;
    expect(tile('Review queue')).toHaveTextContent('Review queue6');
    expect(tile('In review by me')).toHaveTextContent('In review by me2');
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
