import { FIND_A_GP_LINK, questionnaires, RED_FLAG_MESSAGE } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { Questionnaire } from './Questionnaire';

vi.setConfig({ testTimeout: 20_000 });

const ed = questionnaires.erectile_dysfunction;
const weightLoss = questionnaires.weight_loss;
const contraception = questionnaires.contraception;

const edComplete = {
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

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
/** The radio labelled `option` in the radio group named `group`. */
function radio(group: string, option: string): HTMLElement {
  const element = screen.getByRole('radiogroup', { name: group });
  const radio = [...element.querySelectorAll<HTMLElement>('[role="radio"]')].find(
    (item) => item.id && document.querySelector(`label[for="${item.id}"]`)?.textContent === option,
  );
  if (!radio) throw new Error(`no option ${option} in ${group}`);
  return radio;
}

function setup(props: Partial<Parameters<typeof Questionnaire>[0]> = {}) {
  const onSaveStep = vi.fn(async () => {});
  const onSubmit = vi.fn(async () => {});
  const onRedFlag = vi.fn(async () => {});
  const onChangeAnswers = vi.fn(async () => {});
  const view = render(
    <Questionnaire
      questionnaire={ed}
      onSaveStep={onSaveStep}
      onSubmit={onSubmit}
      onRedFlag={onRedFlag}
      onChangeAnswers={onChangeAnswers}
      dashboardHref="/dashboard"
      {...props}
    />,
  );
  return { ...view, onSaveStep, onSubmit, onRedFlag, onChangeAnswers };
}

describe('Questionnaire', () => {
  it('shows the first step with its progress, says what is missing and links the error to the field', async () => {
    const { container, onSaveStep } = setup();
    expect(await heading('About you')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await next();
    const age = screen.getByRole('textbox', { name: /How old are you\? \(years\)/ });
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription('Enter a number.');
    await waitFor(() => expect(age).toHaveFocus());
    await userEvent.type(age, '130');
    await next();
    expect(await screen.findByText('Enter a number from 1 to 120 years.')).toBeInTheDocument();
    expect(onSaveStep).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('saves each step on Next, moves focus to the next heading, and goes Back with the answers kept', async () => {
    const { onSaveStep } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /How old are you/ }), '45');
    await next();
    const symptoms = await heading('Your symptoms');
    expect(onSaveStep).toHaveBeenCalledWith({ age: 45 }, ed.steps[0]);
    await waitFor(() => expect(symptoms).toHaveFocus());
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /How old are you/ })).toHaveValue('45');
  });

  it('works by keyboard: arrow keys choose a radio, Tab reaches Next and Enter presses it', async () => {
    const { onSaveStep } = setup({ initialAnswers: { age: 45 } });
    await heading('Your symptoms');
    await userEvent.click(
      radio('How long have you had trouble getting or keeping an erection?', 'Less than 3 months'),
    );
    // Radix moves focus a task after the keydown and selects while the key is down, as in a browser.
    const before = document.activeElement;
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(document.activeElement).not.toBe(before));
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.click(radio('How often does it happen?', 'Sometimes'));
    await userEvent.click(radio('Do you still have erections in the morning?', 'Yes'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await heading('Heart health');
    expect(onSaveStep).toHaveBeenLastCalledWith(
      { duration: '3_to_6_months', frequency: 'sometimes', morningErections: true },
      ed.steps[1],
    );
  });

  it('resumes at the first unanswered step, and shows a follow-up only when its answer matches', async () => {
    const { onSaveStep } = setup({
      initialAnswers: { ...edComplete, takesNitrates: undefined } as never,
    });
    expect(await heading('Medicines')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Which medicines/ })).not.toBeInTheDocument();
    await userEvent.click(radio('Do you take any other medicines or supplements?', 'Yes'));
    const follow = await screen.findByRole('textbox', { name: /Which medicines or supplements/ });
    await userEvent.click(
      radio(
        'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?',
        'No',
      ),
    );
    await userEvent.click(radio("Do you use 'poppers' (amyl nitrite)?", 'No'));
    await next();
    expect(await screen.findByText('Answer this question.')).toBeInTheDocument();
    await userEvent.type(follow, 'Fish oil');
    await next();
    await heading('Anything else');
    expect(onSaveStep).toHaveBeenLastCalledWith(
      { takesNitrates: false, usesPoppers: false, otherMedicines: true, otherMedicinesList: 'Fish oil' },
      ed.steps[3],
    );
  });

  it('shows the server’s message under the question it names', async () => {
    const onSaveStep = vi.fn(async () => {
      throw { message: 'Enter a number from 1 to 120 years.', field: 'answers.age' };
    });
    setup({ onSaveStep });
    await userEvent.type(screen.getByRole('textbox', { name: /How old are you/ }), '45');
    await next();
    expect(await screen.findByText('Enter a number from 1 to 120 years.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
  });

  it('stops on a red flag with the exact message, after saving the step', async () => {
    const { container, onSaveStep, onRedFlag } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /How old are you/ }), '17');
    await next();
    expect(await screen.findByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    expect(onSaveStep).toHaveBeenCalledWith({ age: 17 }, ed.steps[0]);
    expect(onRedFlag).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the stop screen is no dead end: the dashboard, healthdirect to find a GP, and Change my answers', async () => {
    const { container } = setup({ declined: true, initialAnswers: edComplete });
    expect(screen.getByRole('heading', { level: 2, name: "We can't continue online" })).toBeInTheDocument();
    expect(screen.getByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'healthdirect: find a GP' })).toHaveAttribute(
      'href',
      'https://www.healthdirect.gov.au/australian-health-services',
    );
    expect(FIND_A_GP_LINK.label).toBe('healthdirect: find a GP');
    expect(screen.getByRole('button', { name: 'Change my answers' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('Change my answers goes back to the step behind the red flag, with every answer kept', async () => {
    const { onChangeAnswers, onSaveStep, onRedFlag } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /How old are you/ }), '45');
    await next();
    await heading('Your symptoms');
    await userEvent.click(
      radio('How long have you had trouble getting or keeping an erection?', 'More than 6 months'),
    );
    await userEvent.click(radio('How often does it happen?', 'Sometimes'));
    await userEvent.click(radio('Do you still have erections in the morning?', 'Yes'));
    await next();
    await heading('Heart health');
    await userEvent.click(
      radio('Do you get chest pain when you exert yourself, such as climbing stairs or during sex?', 'Yes'),
    );
    await userEvent.click(radio('Have you had a heart attack or a stroke in the last 6 months?', 'No'));
    await userEvent.click(radio('What is your blood pressure usually like?', 'Normal'));
    await next();
    expect(await screen.findByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    expect(onRedFlag).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(onChangeAnswers).toHaveBeenCalledTimes(1);
    const heart = await heading('Heart health');
    await waitFor(() => expect(heart).toHaveFocus());
    const chestPain = radio(
      'Do you get chest pain when you exert yourself, such as climbing stairs or during sex?',
      'Yes',
    );
    expect(chestPain).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(
      radio('Do you get chest pain when you exert yourself, such as climbing stairs or during sex?', 'No'),
    );
    await next();
    await heading('Medicines');
    expect(onSaveStep).toHaveBeenLastCalledWith(
      { chestPainOnExertion: false, recentHeartAttackOrStroke: false, bloodPressure: 'normal' },
      ed.steps[2],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Heart health');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your symptoms');
    expect(radio('How often does it happen?', 'Sometimes')).toHaveAttribute('aria-checked', 'true');
  }, 60_000);

  it('Change my answers that fails says so and stays on the stop screen', async () => {
    setup({
      declined: true,
      initialAnswers: { age: 16 },
      onChangeAnswers: vi.fn(async () => {
        throw {
          message: 'You already have an assessment of this type in progress. Continue that one instead.',
        };
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already have an assessment of this type');
    expect(screen.getByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
  });

  it('opens saved answers that raise a red flag at the step behind it, for the patient to change', async () => {
    const { onRedFlag } = setup({ initialAnswers: { ...edComplete, takesNitrates: true } });
    expect(await heading('Medicines')).toBeInTheDocument();
    expect(
      radio(
        'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?',
        'Yes',
      ),
    ).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(RED_FLAG_MESSAGE)).not.toBeInTheDocument();
    expect(onRedFlag).not.toHaveBeenCalled();
    // Unchanged, Next stops again and records the decline.
    await next();
    expect(await screen.findByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    expect(onRedFlag).toHaveBeenCalledTimes(1);
  });

  it('reviews every answer, lets a step be changed, and submits', async () => {
    const { container, onSubmit } = setup({ initialAnswers: edComplete });
    expect(await heading('Review your answers')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Review your answers' })).toBeInTheDocument();
    expect(screen.getByText('More than 6 months')).toBeInTheDocument();
    expect(screen.getByText('45 years')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Change Heart health' }));
    await heading('Heart health');
    await next();
    await next();
    await next();
    await heading('Review your answers');
    await userEvent.click(screen.getByRole('button', { name: 'Submit assessment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a submit failure above the button', async () => {
    setup({
      initialAnswers: edComplete,
      onSubmit: vi.fn(async () => {
        throw { message: 'This assessment has already been submitted and can no longer be changed.' };
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already been submitted');
  });

  it('weight loss: shows the BMI live as height and weight are typed', async () => {
    setup({ questionnaire: weightLoss, initialAnswers: { age: 40, pregnancy: false } });
    await heading('Height and weight');
    expect(
      screen.getByText('Your BMI shows here once you enter your height and weight.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Height \(cm\)/ }), '178');
    await userEvent.type(screen.getByRole('textbox', { name: /^Weight \(kg\)/ }), '104');
    expect(screen.getByText('Your BMI: 32.8')).toBeInTheDocument();
  });

  it('weight loss: shows no BMI for a weight the form refuses', async () => {
    setup({ questionnaire: weightLoss, initialAnswers: { age: 40, pregnancy: false } });
    await heading('Height and weight');
    await userEvent.type(screen.getByRole('textbox', { name: /^Height \(cm\)/ }), '178');
    await userEvent.type(screen.getByRole('textbox', { name: /^Weight \(kg\)/ }), '400');
    await next();
    expect(await screen.findByText('Enter a number from 30 to 350 kg.')).toBeInTheDocument();
    expect(screen.queryByText(/Your BMI: /)).not.toBeInTheDocument();
    expect(
      screen.getByText('Your BMI shows here once your height and weight are valid.'),
    ).toBeInTheDocument();
    const weight = screen.getByRole('textbox', { name: /^Weight \(kg\)/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '40');
    expect(screen.getByText('Your BMI: 12.6')).toBeInTheDocument();
  });

  it('weight loss: "None of these" clears the other conditions', async () => {
    setup({
      questionnaire: weightLoss,
      initialAnswers: { age: 40, pregnancy: false, heightCm: 178, weightKg: 104 },
    });
    await heading('Your health');
    const group = screen.getByRole('group', { name: /Do you have any of these conditions/ });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sleep apnoea' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Sleep apnoea' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
  });

  it('short text: counts down, never cuts what is typed or pasted, and refuses past the limit naming it', async () => {
    const { container, onSaveStep } = setup({
      initialAnswers: { ...edComplete, takesNitrates: undefined } as never,
    });
    await heading('Medicines');
    const allergies = screen.getByRole('textbox', { name: 'Allergies to any medicine' });
    expect(allergies).toHaveAccessibleDescription('200 characters left');
    await userEvent.click(
      radio(
        'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?',
        'No',
      ),
    );
    await userEvent.click(allergies);
    await userEvent.paste('x'.repeat(195));
    expect(screen.getByText('5 characters left')).toBeInTheDocument();
    // Near the limit, a polite live region says so once typing pauses.
    const live = await screen.findByText(
      '5 characters left',
      { selector: '[aria-live="polite"], [aria-live="polite"] *' },
      { timeout: 3_000 },
    );
    expect(live).toBeInTheDocument();
    await userEvent.paste('y'.repeat(10));
    expect((allergies as HTMLInputElement).value).toHaveLength(205);
    expect(screen.getByText('5 characters too many')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Use 200 characters or fewer.')).toBeInTheDocument();
    expect(allergies).toHaveAttribute('aria-invalid', 'true');
    expect(onSaveStep).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.type(allergies, '{Backspace>5/}');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    await next();
    await heading('Anything else');
    expect(onSaveStep).toHaveBeenCalledWith(
      expect.objectContaining({ allergies: `${'x'.repeat(195)}yyyyy` }),
      ed.steps[3],
    );
  }, 60_000);

  it('contraception: advises the progestogen-only pill on the review instead of stopping', async () => {
    setup({
      questionnaire: contraception,
      initialAnswers: {
        age: 38,
        smoker: true,
        preferredMethod: 'combined_pill',
        currentMethod: 'none',
        bloodClots: false,
        migraines: false,
        bloodPressure: 'normal',
        otherMedicines: false,
      },
    });
    await heading('Review your answers');
    expect(screen.getByText(/consider the progestogen-only pill instead/)).toBeInTheDocument();
    expect(screen.queryByText(RED_FLAG_MESSAGE)).not.toBeInTheDocument();
  });
});
