import { type NewCardInput, paymentMessages } from '@telehealth/contract';
import { Alert, Button, Inline, Stack } from '@telehealth/ui';
import { useCallback, useRef, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';
import { type CardProviderConfig, NewCardFields } from './NewCardFields';
import type { StripeCardHandle } from './StripeCardFields';
import { type CardFieldValues, cardIssues, emptyCard } from './TestCardFields';

export interface CardFormProps {
  /** The provider's card form: the test provider's fields, or Stripe Elements (loaded lazily). */
  config: CardProviderConfig;
  /** Called with the card (test) or Stripe's PaymentMethod id; a rejection's message is shown. */
  onSubmit: (card: NewCardInput) => Promise<unknown> | unknown;
  onCancel?: () => void;
  submitLabel?: string;
  disabled?: boolean;
}

const cardFields = ['card.number', 'card.expiry', 'card.cvc'] as const;

/**
 * Adds a card (`/dashboard/payment-methods`). The test provider's fields are checked with the server's own rules and
 * messages; the number and CVC are cleared as soon as the form is sent, whatever the answer.
 */
export function CardForm({ config, onSubmit, onCancel, submitLabel = 'Save card', disabled }: CardFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardFieldValues>({ defaultValues: { card: emptyCard } });
  const [formError, setFormError] = useState<string | null>(null);
  const stripe = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripe.current = handle;
  }, []);

  const submit = handleSubmit(async ({ card }) => {
    setFormError(null);
    let input: NewCardInput;
    if (config.provider === 'stripe') {
      const made = await stripe.current?.createPaymentMethod();
      if (!made || 'error' in made) {
        setFormError(made?.error ?? paymentMessages.cardRequired);
        return;
      }
      input = { stripePaymentMethodId: made.id };
    } else {
      const issues = cardIssues(card);
      const first = Object.entries(issues);
      if (first.length > 0) {
        for (const [field, message] of first)
          setError(`card.${field as 'number'}`, { type: 'validate', message }, { shouldFocus: true });
        return;
      }
      input = { ...card };
    }
    // The number never stays in the form once sent.
    setValue('card.number', '');
    setValue('card.cvc', '');
    try {
      await onSubmit(input);
      setValue('card.expiry', '');
    } catch (error) {
      setFormError(applySubmitError(error, cardFields, setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          {formError ? (
            <Alert tone="critical" title="Error">
              {formError}
            </Alert>
          ) : null}
          <NewCardFields
            config={config}
            register={register as unknown as UseFormRegister<CardFieldValues>}
            errors={errors.card}
            onStripeReady={onStripeReady}
          />
          <Inline gap="small">
            <Button type="submit" variant="solid" busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : submitLabel}
            </Button>
            {onCancel ? (
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </FormFields>
    </form>
  );
}
