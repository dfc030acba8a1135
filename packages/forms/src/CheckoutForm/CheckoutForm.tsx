import {
  type CheckoutPayInput,
  type CheckoutPayResult,
  type CheckoutQuote,
  cardSummary,
  formatAud,
  formatCardExpiry,
  type NewCardInput,
  type PaymentMethod,
  payButtonLabel,
  paymentMessages,
} from '@telehealth/contract';
import { Alert, Button, Card, Checkbox, Field, Inline, Input, RadioGroup, Stack, Text } from '@telehealth/ui';
import { useCallback, useRef, useState } from 'react';
import { Controller, type UseFormRegister, useForm } from 'react-hook-form';
import { type CardProviderConfig, NewCardFields } from '../CardForm/NewCardFields';
import type { StripeCardHandle } from '../CardForm/StripeCardFields';
import { type CardFieldValues, cardIssues, emptyCard } from '../CardForm/TestCardFields';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { fallbackSubmitMessage } from '../internal/serverError';

const NEW_CARD = 'new';

interface CheckoutValues extends CardFieldValues {
  promoCode: string;
  method: string;
  saveCard: boolean;
}

/** A fresh key per checkout attempt: a doubled or retried request with it is charged once. */
export function newCheckoutKey(): string {
  return crypto.randomUUID();
}

export interface CheckoutFormProps {
  /** What is bought: 'Erectile dysfunction assessment'. */
  item: string;
  /** The fee, in AUD cents. */
  amountCents: number;
  /** Which card form to show (`GET /api/checkout/config`). */
  config: CardProviderConfig;
  /** The patient's saved cards, the default first. */
  savedCards?: readonly PaymentMethod[];
  /** Checks a promo code; rejects with 'Invalid or expired promo code'. */
  onApplyPromo: (code: string) => Promise<CheckoutQuote>;
  /** Pays; rejects with the server's message (a declined card, 402). */
  onPay: (input: CheckoutPayInput) => Promise<CheckoutPayResult>;
  /** After a payment went through (or is completing at the provider). */
  onPaid: (result: CheckoutPayResult) => void;
  disabled?: boolean;
  /** Makes idempotency keys; a random UUID by default. */
  makeKey?: () => string;
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

const payFields = ['promoCode', 'card.number', 'card.expiry', 'card.cvc'] as const;

/**
 * Checkout (docs/product/checkout.md): the item and its fee, a promo code with 'Apply' (or Enter in its field), the saved cards or
 * a new card, and 'Pay {amount}'. One idempotency key per attempt: a double click or a retry after a lost answer charges once; a
 * refused attempt (a declined card) gets a new key for the next try. The card number is cleared once sent.
 */
export function CheckoutForm({
  item,
  amountCents,
  config,
  savedCards = [],
  onApplyPromo,
  onPay,
  onPaid,
  disabled,
  makeKey = newCheckoutKey,
}: CheckoutFormProps) {
  const defaultCard = savedCards.find((card) => card.isDefault) ?? savedCards[0];
  const form = useForm<CheckoutValues>({
    defaultValues: {
      card: emptyCard,
      promoCode: '',
      method: defaultCard ? String(defaultCard.id) : NEW_CARD,
      saveCard: false,
    },
  });
  const {
    register,
    control,
    setError,
    clearErrors,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: payFields });
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [applying, setApplying] = useState(false);
  const [pending, setPending] = useState(false);
  const key = useRef<string | null>(null);
  const stripe = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripe.current = handle;
  }, []);

  const method = watch('method');
  const totalCents = quote ? quote.totalCents : amountCents;
  const needsCard = totalCents > 0;
  const usingNewCard = needsCard && (savedCards.length === 0 || method === NEW_CARD);

  const apply = async () => {
    const code = getValues('promoCode').trim();
    clearErrors('promoCode');
    if (!code) {
      setQuote(null);
      setError('promoCode', { type: 'validate', message: paymentMessages.promoInvalid });
      return;
    }
    setApplying(true);
    try {
      setQuote(await onApplyPromo(code));
    } catch (error) {
      setQuote(null);
      const message = (error as { message?: unknown } | null)?.message;
      setError('promoCode', {
        type: 'server',
        message:
          statusOf(error) === 400 && typeof message === 'string' ? message : paymentMessages.promoInvalid,
      });
    } finally {
      setApplying(false);
    }
  };

  const submit = shell.handle(async (values) => {
    setPending(false);
    const input: CheckoutPayInput = { idempotencyKey: '' };
    if (quote?.promoCode) input.promoCode = quote.promoCode;
    if (needsCard) {
      if (!usingNewCard) {
        input.paymentMethodId = Number(values.method);
      } else if (config.provider === 'stripe') {
        const made = await stripe.current?.createPaymentMethod();
        if (!made || 'error' in made) {
          shell.setFailure(made?.error ?? paymentMessages.cardRequired);
          return;
        }
        input.card = { stripePaymentMethodId: made.id } satisfies NewCardInput;
      } else {
        const issues = Object.entries(cardIssues(values.card));
        if (issues.length > 0) {
          for (const [field, message] of issues)
            setError(`card.${field as 'number'}`, { type: 'validate', message }, { shouldFocus: true });
          return;
        }
        input.card = { ...values.card };
      }
      if (usingNewCard && values.saveCard) input.saveCard = true;
    }
    // The number never stays in the page once sent.
    setValue('card.number', '');
    setValue('card.cvc', '');
    key.current ??= makeKey();
    input.idempotencyKey = key.current;
    let result = await onPay(input).catch((error: unknown) => {
      const status = statusOf(error);
      // A refused attempt is over: the next try is a new one. A lost answer keeps its key, so a retry charges once.
      if (status !== null && status > 0 && status < 500) key.current = null;
      throw error;
    });
    if (result.status === 'requires_action' && result.clientSecret) {
      const confirmed = await stripe.current?.handleNextAction(result.clientSecret);
      if (!confirmed || confirmed.error) {
        key.current = null;
        shell.setFailure(confirmed?.error ?? fallbackSubmitMessage);
        return;
      }
      // The same key asks the server how the attempt ended (it reads the provider): no second charge. Its refusal
      // names no field of the form: the card and code were accepted.
      const asked = await shell.run(
        async () => {
          result = await onPay(input);
        },
        { fields: [] },
      );
      if (!asked) return;
    }
    if (result.status !== 'succeeded') {
      // Still settling at the provider: the next press asks about the same attempt (same key).
      setPending(true);
      return;
    }
    setPending(false);
    key.current = null;
    onPaid(result);
  });

  const options = [
    ...savedCards.map((card) => ({
      value: String(card.id),
      label: cardSummary(card.brand, card.last4),
      description: `Expires ${formatCardExpiry(card.expMonth, card.expYear)}${card.isDefault ? ' · Default' : ''}`,
    })),
    { value: NEW_CARD, label: 'A new card' },
  ];

  return (
    <FormShell onSubmit={submit} submitting={shell.isSubmitting} disabled={disabled} aria-label="Checkout">
      <Stack gap="large">
        <Card padding="medium">
          <Stack gap="small">
            <Inline gap="small" justify="between">
              <Text weight="medium">{item}</Text>
              <Text>{formatAud(amountCents)}</Text>
            </Inline>
            {quote && quote.discountCents > 0 ? (
              <Inline gap="small" justify="between">
                <Text>Discount ({quote.promoCode})</Text>
                <Text>-{formatAud(quote.discountCents)}</Text>
              </Inline>
            ) : null}
            <Inline gap="small" justify="between">
              <Text weight="bold">Total</Text>
              <Text weight="bold">{formatAud(totalCents)}</Text>
            </Inline>
            <Text size="small" tone="muted">
              Prices are in Australian dollars and include GST.
            </Text>
          </Stack>
        </Card>

        <Field
          label="Promo code"
          error={errors.promoCode?.message}
          action={
            <Button type="button" variant="outline" busy={applying} onClick={apply}>
              Apply
            </Button>
          }
        >
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            {...register('promoCode')}
            onKeyDown={(event) => {
              // Enter in the code applies it: submitting would pay (a saved card at the full price).
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              if (!applying) void apply();
            }}
          />
        </Field>
        {quote && quote.discountCents > 0 ? (
          <Text role="status">
            {quote.promoCode} applied: {formatAud(quote.discountCents)} off.
          </Text>
        ) : null}

        {needsCard ? (
          <Stack gap="medium">
            {savedCards.length > 0 ? (
              <Controller
                control={control}
                name="method"
                render={({ field }) => (
                  <RadioGroup
                    label="Pay with"
                    options={options}
                    value={field.value}
                    onValueChange={field.onChange}
                    name={field.name}
                  />
                )}
              />
            ) : null}
            {usingNewCard ? (
              <Stack gap="small">
                <NewCardFields
                  config={config}
                  register={register as unknown as UseFormRegister<CardFieldValues>}
                  errors={errors.card}
                  onStripeReady={onStripeReady}
                />
                <Controller
                  control={control}
                  name="saveCard"
                  render={({ field }) => (
                    <Checkbox
                      label="Save this card for next time"
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      name={field.name}
                    />
                  )}
                />
              </Stack>
            ) : null}
          </Stack>
        ) : (
          <Text>Your promo code covers the whole fee: no card is needed.</Text>
        )}

        {pending ? (
          <Alert tone="info" title="Payment processing">
            {paymentMessages.processing}
          </Alert>
        ) : null}
        <FormError message={shell.failure} title="Payment not completed" />
        <SubmitButton size="lg" busyLabel="Processing payment...">
          {payButtonLabel(formatAud(totalCents))}
        </SubmitButton>
      </Stack>
    </FormShell>
  );
}
