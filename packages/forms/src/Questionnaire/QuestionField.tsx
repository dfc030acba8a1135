import { type AnswerValue, answerTextLength, type Question } from '@telehealth/contract';
import { CharacterCount, Field, Input, RadioGroup, Stack, Textarea } from '@telehealth/ui';
import { CheckboxGroup } from '../internal/CheckboxGroup';

export interface QuestionFieldProps {
  question: Question;
  /** The control's id, so that the step can move focus to the first field in error. */
  id: string;
  value: AnswerValue | undefined;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: AnswerValue | undefined) => void;
}

const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** One question drawn from its data: a visible label, its hint, its control and its error (linked by Field). */
export function QuestionField({
  question,
  id,
  value,
  error,
  disabled = false,
  onChange,
}: QuestionFieldProps) {
  const required = !question.optional;
  const label = question.kind === 'number' ? `${question.label} (${question.unit})` : question.label;
  const common = { label, hint: question.hint, error, required };
  switch (question.kind) {
    case 'single':
      return (
        <Field {...common}>
          <RadioGroup
            id={id}
            options={question.options}
            value={typeof value === 'string' ? value : ''}
            disabled={disabled}
            onValueChange={onChange}
          />
        </Field>
      );
    case 'yesNo':
      return (
        <Field {...common}>
          <RadioGroup
            id={id}
            orientation="horizontal"
            options={yesNoOptions}
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            disabled={disabled}
            onValueChange={(choice) => onChange(choice === 'yes')}
          />
        </Field>
      );
    case 'multiple':
      return (
        <Field {...common}>
          <CheckboxGroup
            id={id}
            options={question.options}
            value={Array.isArray(value) ? value : []}
            exclusive={question.exclusive}
            disabled={disabled}
            onChange={onChange}
          />
        </Field>
      );
    case 'number':
      return (
        <Field {...common}>
          <Input
            id={id}
            inputMode={question.integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      );
    case 'shortText':
    case 'longText': {
      // No maxLength: it silently cuts what is pasted. The count-down says how much is left, and Next refuses past it.
      const text = typeof value === 'string' ? value : '';
      const countId = `${id}-count`;
      const control = {
        id,
        value: text,
        disabled,
        'aria-describedby': countId,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      };
      return (
        <Stack gap="xsmall">
          <Field {...common}>
            {question.kind === 'shortText' ? <Input {...control} /> : <Textarea rows={4} {...control} />}
          </Field>
          <CharacterCount id={countId} length={answerTextLength(text)} max={question.maxLength} />
        </Stack>
      );
    }
  }
}
