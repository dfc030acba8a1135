import { questionnaires } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { ReviewAnswers } from './ReviewAnswers';
import {
  clearErectileDysfunction,
  flaggedWeightLoss,
  notableContraception,
  notableErectileDysfunction,
} from './sample';

vi.setConfig({ testTimeout: 20_000 });

/** The list item of the question labelled `label`. */
const answerOf = (label: string) => {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`no answer for ${label}`);
  return item;
};

describe('ReviewAnswers', () => {
  it('lists the red flags that hold in an alert, marks the notable answers and shows the BMI', async () => {
    const { container } = render(
      <ReviewAnswers questionnaire={questionnaires.weight_loss} answers={flaggedWeightLoss} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('2 red flags')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['History of an eating disorder', 'BMI under 27']);
    expect(screen.getByText('BMI: 24.1')).toBeInTheDocument();
    expect(within(answerOf('Height')).getByText('Notable')).toBeInTheDocument();
    expect(within(answerOf('Height')).getByText('180 cm')).toBeInTheDocument();
    expect(
      within(answerOf('Have you ever had an eating disorder, such as anorexia or bulimia?')).getByText(
        'Notable',
      ),
    ).toBeInTheDocument();
    expect(
      within(answerOf('Are you pregnant, breastfeeding or planning a pregnancy?')).queryByText('Notable'),
    ).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows option labels, not ids, Yes and No, and Not answered for an optional question left empty', () => {
    render(<ReviewAnswers questionnaire={questionnaires.weight_loss} answers={flaggedWeightLoss} />);
    expect(
      within(answerOf('Do you have any of these conditions?')).getByText('High blood pressure, Sleep apnoea'),
    ).toBeInTheDocument();
    expect(
      within(answerOf('Are you pregnant, breastfeeding or planning a pregnancy?')).getByText('No'),
    ).toBeInTheDocument();
    expect(
      within(answerOf('Is there anything else you would like your practitioner to know?')).getByText(
        'Not answered',
      ),
    ).toBeInTheDocument();
  });

  it('shows each shown step as a section, hides questions whose condition fails, and has no alert when nothing is flagged', async () => {
    const { container } = render(
      <ReviewAnswers
        questionnaire={questionnaires.erectile_dysfunction}
        answers={clearErectileDysfunction}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No red flags.')).toBeInTheDocument();
    expect(screen.queryByText('Notable')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your symptoms' })).toBeInTheDocument();
    expect(
      within(answerOf('How long have you had trouble getting or keeping an erection?')).getByText(
        'More than 6 months',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^BMI/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a red flag whose answer alone is notable', () => {
    render(
      <ReviewAnswers
        questionnaire={questionnaires.erectile_dysfunction}
        answers={{ ...clearErectileDysfunction, takesNitrates: true }}
      />,
    );
    expect(within(screen.getByRole('alert')).getByText('Takes nitrates')).toBeInTheDocument();
    expect(screen.getAllByText('Notable')).toHaveLength(1);
  });

  it('erectile dysfunction: marks treated high blood pressure and other medicines (atorvastatin) Notable', async () => {
    const { container } = render(
      <ReviewAnswers
        questionnaire={questionnaires.erectile_dysfunction}
        answers={notableErectileDysfunction}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const bloodPressure = answerOf('What is your blood pressure usually like?');
    expect(within(bloodPressure).getByText('High, and treated')).toBeInTheDocument();
    expect(within(bloodPressure).getByText('Notable')).toBeInTheDocument();
    expect(
      within(answerOf('Which medicines or supplements, and how much?')).getByText('Notable'),
    ).toBeInTheDocument();
    expect(
      within(answerOf('Do you take any other medicines or supplements?')).getByText('Notable'),
    ).toBeInTheDocument();
    expect(within(answerOf('How often does it happen?')).queryByText('Notable')).not.toBeInTheDocument();
    expect(screen.getAllByText('Notable')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('contraception: marks smoking from 35 Notable, whatever pill is asked for', () => {
    render(<ReviewAnswers questionnaire={questionnaires.contraception} answers={notableContraception} />);
    expect(
      within(answerOf('Do you smoke (including vaping nicotine)?')).getByText('Notable'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Notable')).toHaveLength(1);
  });

  it('weight loss: marks conditions of the heart and metabolism Notable', () => {
    render(<ReviewAnswers questionnaire={questionnaires.weight_loss} answers={flaggedWeightLoss} />);
    expect(within(answerOf('Do you have any of these conditions?')).getByText('Notable')).toBeInTheDocument();
    expect(
      within(answerOf('Do you take any other medicines or supplements?')).queryByText('Notable'),
    ).not.toBeInTheDocument();
  });
});
