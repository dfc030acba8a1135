import { type MockAnswer, type MockRequest, mockFailure } from '@telehealth/api';
import {
  type AssessmentDetail,
  assessmentMessages,
  namesPrescriptionOnlyMedicine,
  questionnaires,
  RED_FLAG_MESSAGE,
} from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { LAST_ASSESSMENT_KEY } from '../../features/assessments/lastAssessment';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const anonymous = { '/api/user': mockFailure(401, 'Not authenticated') };
const patient = { '/api/user': users.patient };
const fees = {
  '/api/assessments/fees': { erectile_dysfunction: 2495, weight_loss: 3000, contraception: 1500 },
};

// The questionnaire journeys click through several steps: generous on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => window.sessionStorage.clear());

const draft = (over: Partial<AssessmentDetail> = {}): AssessmentDetail => ({
  id: 7,
  type: 'erectile_dysfunction',
  status: 'draft',
  declineReason: null,
  questionnaireVersion: 1,
  feeCents: 0,
  paid: false,
  submittedAt: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  patientId: 4,
  practitionerId: null,
  answers: {},
  advice: [],
  ...over,
});

const edAnswered = {
  age: 45,
  duration: 'over_6_months',
  frequency: 'sometimes',
  morningErections: true,
  chestPainOnExertion: false,
  recentHeartAttackOrStroke: false,
  bloodPressure: 'normal',
  takesNitrates: false,
  usesPoppers: false,
  otherMedicines: false,
};

/** The tab's last viewed assessment, #5, declined for a red flag with these answers; `reopen` answers reopening it. */
function openDeclined(answers: AssessmentDetail['answers'], reopen: MockAnswer) {
  window.sessionStorage.setItem(LAST_ASSESSMENT_KEY, '5');
  return renderRoute('/ed-assessment', {
    ...patient,
    '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
    '/api/assessments/drafts/erectile_dysfunction': { draft: null },
    '/api/assessments/5': draft({ id: 5, status: 'declined', declineReason: 'red_flag', answers }),
    'POST /api/assessments/5/reopen': reopen,
  });
}

function locationOf(router: ReturnType<typeof renderRoute>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('/assessment', () => {
  it('shows the three assessments as cards with their fees from the settings', async () => {
    const { container } = renderRoute('/assessment', { ...anonymous, ...fees });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your assessment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Assessment fee: $24.95')).toBeInTheDocument();
    expect(screen.getByText('Assessment fee: $30.00')).toBeInTheDocument();
    expect(screen.getByText('Assessment fee: $15.00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Erectile dysfunction',
      'Weight loss',
      'Contraception',
    ]);
    expect(screen.getByRole('link', { name: 'Start assessment for weight loss' })).toHaveAttribute(
      'href',
      '/ed-assessment?type=weight_loss',
    );
    expect(screen.getByRole('link', { name: 'Start assessment for contraception' })).toHaveAttribute(
      'href',
      '/ed-assessment?type=contraception',
    );
    await expectNoAxeViolations(container);
  });

  it('still offers the assessments when the fees cannot be read', async () => {
    renderRoute('/assessment', { ...anonymous, '/api/assessments/fees': mockFailure(500, 'Down') });
    expect(await screen.findAllByText('The fee is shown before you pay.')).toHaveLength(3);
  });
});

describe('/erectile-dysfunction', () => {
  it('describes the condition and the service, names no prescription-only medicine, shows no image, ends with the start link', async () => {
    const { container } = renderRoute('/erectile-dysfunction', { ...anonymous, ...fees });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erectile dysfunction treatment' }),
    ).toBeInTheDocument();
    for (const name of ['How it works', 'Our practitioners', 'Your privacy', 'Price']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByText(/costs \$24\.95/)).toBeInTheDocument();
    const main = container.querySelector('main') ?? container;
    expect(namesPrescriptionOnlyMedicine(main.textContent ?? '')).toEqual([]);
    expect(container.querySelectorAll('img, picture, svg image')).toHaveLength(0);
    const links = [...main.querySelectorAll('a')];
    const last = links[links.length - 1];
    expect(last).toHaveTextContent('Start your assessment');
    expect(last).toHaveAttribute('href', '/ed-assessment');
    await expectNoAxeViolations(container);
  });
});

describe('/ed-assessment', () => {
  it('sends a visitor to sign in and back', async () => {
    const { router } = renderRoute('/ed-assessment?type=weight_loss', anonymous);
    await waitFor(() =>
      expect(locationOf(router)).toBe('/auth?redirect=%2Fed-assessment%3Ftype%3Dweight_loss'),
    );
  });

  it('resumes the open draft without making one, keeps its id for the tab, saves each step and goes to checkout on submit', async () => {
    const saved: unknown[] = [];
    let creates = 0;
    // Saved up to the medicines step: 'poppers' is still unanswered.
    const { usesPoppers: _unanswered, ...answers } = edAnswered;
    const { container, router } = renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/drafts/erectile_dysfunction': { draft: draft({ answers }) },
      'POST /api/assessments': () => {
        creates += 1;
        return draft();
      },
      'PUT /api/assessments/7/answers': ({ options }: MockRequest) => {
        saved.push(options.body);
        return draft({ answers: edAnswered });
      },
      'POST /api/assessments/7/submit': draft({
        status: 'pending_payment',
        feeCents: 2000,
        answers: edAnswered,
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erectile dysfunction assessment' }),
    ).toBeInTheDocument();
    // Resumes at the first step with an unanswered question.
    expect(await screen.findByRole('heading', { level: 2, name: 'Medicines' })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(LAST_ASSESSMENT_KEY)).toBe('7'));
    await expectNoAxeViolations(container);
    const poppers = screen.getByRole('radiogroup', { name: "Do you use 'poppers' (amyl nitrite)?" });
    await userEvent.click(poppers.querySelectorAll<HTMLElement>('[role="radio"]')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anything else' })).toBeInTheDocument();
    expect(saved[0]).toEqual({
      answers: { takesNitrates: false, usesPoppers: false, otherMedicines: false },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit assessment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7'));
    expect(creates).toBe(0);
  });

  it('makes no draft on opening: the first saved answer makes it, and later answers go to it', async () => {
    const created: unknown[] = [];
    const saved: unknown[] = [];
    renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/drafts/erectile_dysfunction': { draft: null },
      'POST /api/assessments': ({ options }: MockRequest) => {
        created.push(options.body);
        return draft({ id: 12, answers: { age: 45 } });
      },
      'PUT /api/assessments/12/answers': ({ options }: MockRequest) => {
        saved.push(options.body);
        return draft({ id: 12, answers: { age: 45 } });
      },
    });
    const age = await screen.findByRole('textbox', { name: /How old are you/ });
    expect(created).toEqual([]);
    expect(window.sessionStorage.getItem(LAST_ASSESSMENT_KEY)).toBeNull();
    await userEvent.type(age, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your symptoms' })).toBeInTheDocument();
    expect(created).toEqual([{ type: 'erectile_dysfunction', answers: { age: 45 } }]);
    await waitFor(() => expect(window.sessionStorage.getItem(LAST_ASSESSMENT_KEY)).toBe('12'));
    for (const [group, option] of [
      ['How long have you had trouble getting or keeping an erection?', 0],
      ['How often does it happen?', 0],
      ['Do you still have erections in the morning?', 0],
    ] as const) {
      const radios = screen
        .getByRole('radiogroup', { name: group })
        .querySelectorAll<HTMLElement>('[role="radio"]');
      await userEvent.click(radios[option] as HTMLElement);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Heart health' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(saved).toEqual([
      { answers: { duration: 'under_3_months', frequency: 'always', morningErections: true } },
    ]);
  });

  it('picks the questionnaire from ?type=', async () => {
    let created = false;
    renderRoute('/ed-assessment?type=weight_loss', {
      ...patient,
      '/api/assessments/questionnaires/weight_loss': questionnaires.weight_loss,
      '/api/assessments/drafts/weight_loss': { draft: null },
      'POST /api/assessments': () => {
        created = true;
        return draft({ id: 8, type: 'weight_loss' });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weight loss assessment' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(created).toBe(false);
  });

  it('stops on a red flag in the first answer, has the server decline the draft it made, and Change my answers reopens it', async () => {
    let submitted = 0;
    let reopened = 0;
    const saved: unknown[] = [];
    const { container } = renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/drafts/erectile_dysfunction': { draft: null },
      'POST /api/assessments': draft({ answers: { age: 16 } }),
      'POST /api/assessments/7/submit': () => {
        submitted += 1;
        return draft({ status: 'declined', declineReason: 'red_flag', answers: { age: 16 } });
      },
      'POST /api/assessments/7/reopen': () => {
        reopened += 1;
        return draft({ id: 9, answers: { age: 16 } });
      },
      'PUT /api/assessments/9/answers': ({ options }: MockRequest) => {
        saved.push(options.body);
        return draft({ id: 9, answers: { age: 61 } });
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /How old are you/ }), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(submitted).toBe(1));
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'healthdirect: find a GP' })).toHaveAttribute(
      'href',
      'https://www.healthdirect.gov.au/australian-health-services',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'About you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(reopened).toBe(1);
    await waitFor(() => expect(window.sessionStorage.getItem(LAST_ASSESSMENT_KEY)).toBe('9'));
    const age = screen.getByRole('textbox', { name: /How old are you/ });
    expect(age).toHaveValue('16');
    await userEvent.clear(age);
    await userEvent.type(age, '61');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your symptoms' })).toBeInTheDocument();
    expect(saved).toEqual([{ answers: { age: 61 } }]);
    expect(submitted).toBe(1);
  });

  it('shows the stop screen for the tab’s declined assessment, and reopens it from there', async () => {
    const answers = { ...edAnswered, takesNitrates: true };
    openDeclined(answers, draft({ id: 6, answers }));
    expect(await screen.findByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medicines' })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(LAST_ASSESSMENT_KEY)).toBe('6'));
  });

  it('shows why Change my answers could not reopen, on the stop screen', async () => {
    openDeclined({ age: 16 }, mockFailure(409, assessmentMessages.draftInProgress));
    await userEvent.click(await screen.findByRole('button', { name: 'Change my answers' }));
    expect(await screen.findByText(assessmentMessages.draftInProgress)).toBeInTheDocument();
    expect(screen.getByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
  });

  it('opens a resumed draft whose saved answers raise a red flag at the step behind it, without declining it', async () => {
    let submitted = 0;
    renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/drafts/erectile_dysfunction': {
        draft: draft({ answers: { ...edAnswered, takesNitrates: true } }),
      },
      'POST /api/assessments/7/submit': () => {
        submitted += 1;
        return draft({ status: 'declined', declineReason: 'red_flag' });
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Medicines' })).toBeInTheDocument();
    expect(screen.queryByText(RED_FLAG_MESSAGE)).not.toBeInTheDocument();
    expect(submitted).toBe(0);
  });

  it('shows the last viewed assessment of the tab when it awaits payment', async () => {
    window.sessionStorage.setItem(LAST_ASSESSMENT_KEY, '9');
    renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/9': draft({ id: 9, status: 'pending_payment', answers: edAnswered }),
      '/api/assessments/drafts/erectile_dysfunction': { draft: null },
    });
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/checkout/9',
    );
  });

  it('shows the server message when the assessment cannot be opened', async () => {
    renderRoute('/ed-assessment', {
      ...patient,
      '/api/assessments/questionnaires/erectile_dysfunction': questionnaires.erectile_dysfunction,
      '/api/assessments/drafts/erectile_dysfunction': mockFailure(
        403,
        'Only patients can take an assessment.',
      ),
    });
    expect(await screen.findByText('Only patients can take an assessment.')).toBeInTheDocument();
  });
});
