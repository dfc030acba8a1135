import { testCardInput } from '@telehealth/contract';
import { Field, Grid, Input, Stack } from '@telehealth/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** The test provider's card as typed: number, `MM/YY` expiry and CVC. */
export interface CardFieldValues {
  card: { number: string; expiry: string; cvc: string };
}

export const emptyCard: CardFieldValues['card'] = { number: '', expiry: '', cvc: '' };

/** The contract's rules over a typed card: the messages the server answers, by field. */
export function cardIssues(
  card: CardFieldValues['card'],
): Partial<Record<'number' | 'expiry' | 'cvc', string>> {
  const parsed = testCardInput.safeParse(card);
  if (parsed.success) return {};
  const issues: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'number' || key === 'expiry' || key === 'cvc') && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

export interface TestCardFieldsProps {
  register: UseFormRegister<CardFieldValues>;
  errors: FieldErrors<CardFieldValues>['card'];
}

/**
 * Card number, expiry and CVC for the built-in test provider. Only the test cards pass ('Use a test card number.'
 * otherwise); the number is cleared once the form is sent.
 */
export function TestCardFields({ register, errors }: TestCardFieldsProps) {
  return (
    <Stack gap="small">
      <Field
        label="Card number"
        hint="Test cards only: 4242 4242 4242 4242 succeeds."
        error={errors?.number?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          {...register('card.number')}
        />
      </Field>
      <Grid columns="2" gap="small">
        <Field label="Expiry (MM/YY)" error={errors?.expiry?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            {...register('card.expiry')}
          />
        </Field>
        <Field label="CVC" error={errors?.cvc?.message}>
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('card.cvc')} />
        </Field>
      </Grid>
    </Stack>
  );
}
