import { questionnaires, RED_FLAG_MESSAGE } from '@telehealth/contract';
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
  const view = render(
    <Questionnaire
      questionnaire={ed}
      onSaveStep={onSaveStep}
      onSubmit={onSubmit}
      onRedFlag={onRedFlag}
      {...props}
    />,
  );
  return { ...view, onSaveStep, onSubmit, onRedFlag };
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

  it('shows the stop screen for an assessment already declined', () => {
    const { onRedFlag } = setup({ declined: true });
    expect(screen.getByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    expect(onRedFlag).not.toHaveBeenCalled();
  });

  it('stops at once, and records the decline, when saved answers already raise a red flag', async () => {
    const { onRedFlag } = setup({ initialAnswers: { age: 45, chestPainOnExertion: true } });
    expect(screen.getByText(RED_FLAG_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(onRedFlag).toHaveBeenCalledTimes(1));
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
      },
    });
    await heading('Review your answers');
    expect(screen.getByText(/consider the progestogen-only pill instead/)).toBeInTheDocument();
    expect(screen.queryByText(RED_FLAG_MESSAGE)).not.toBeInTheDocument();
  });
});
