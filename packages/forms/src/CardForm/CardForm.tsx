import { type NewCardInput, paymentMessages } from '@telehealth/contract';
import { Button, Inline, Stack } from '@telehealth/ui';
import { useCallback, useRef } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
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
  const form = useForm<CardFieldValues>({ defaultValues: { card: emptyCard } });
  const {
    register,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: cardFields });
  const stripe = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripe.current = handle;
  }, []);

  const submit = shell.handle(async ({ card }) => {
    let input: NewCardInput;
    if (config.provider === 'stripe') {
      const made = await stripe.current?.createPaymentMethod();
      if (!made || 'error' in made) {
        shell.setFailure(made?.error ?? paymentMessages.cardRequired);
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
    await onSubmit(input);
    setValue('card.expiry', '');
  });

  return (
    <FormShell onSubmit={submit} submitting={shell.isSubmitting} disabled={disabled} aria-label="Add a card">
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <NewCardFields
          config={config}
          register={register as unknown as UseFormRegister<CardFieldValues>}
          errors={errors.card}
          onStripeReady={onStripeReady}
        />
        <Inline gap="small">
          <SubmitButton busyLabel="Saving...">{submitLabel}</SubmitButton>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </FormShell>
  );
}
