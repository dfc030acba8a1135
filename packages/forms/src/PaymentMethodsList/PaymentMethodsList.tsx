import {
  cardSummary,
  formatCardExpiry,
  type NewCardInput,
  type PaymentMethod,
  paymentMessages,
} from '@telehealth/contract';
import { Alert, Badge, Button, Card, EmptyState, Inline, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { CardForm } from '../CardForm/CardForm';
import type { CardProviderConfig } from '../CardForm/NewCardFields';
import { fallbackSubmitMessage } from '../internal/serverError';

export interface PaymentMethodsListProps {
  methods: readonly PaymentMethod[];
  config: CardProviderConfig;
  onAdd: (card: NewCardInput) => Promise<unknown>;
  onMakeDefault: (id: number) => Promise<unknown>;
  onRemove: (id: number) => Promise<unknown>;
}

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallbackSubmitMessage;
};

/**
 * The saved cards (`/dashboard/payment-methods`): brand, last 4 and expiry, 'Make default' and 'Remove', and 'Add a
 * card'. The default card cannot be removed while others exist: the list says why without asking the server, and
 * the server refuses it with the same words.
 */
export function PaymentMethodsList({
  methods,
  config,
  onAdd,
  onMakeDefault,
  onRemove,
}: PaymentMethodsListProps) {
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (label: string, action: () => Promise<unknown>, done: string) => {
    setBusy(label);
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const remove = (method: PaymentMethod) => {
    if (method.isDefault && methods.length > 1) {
      setNotice(null);
      setError(paymentMessages.defaultCannotBeRemoved);
      return;
    }
    void run(`remove-${method.id}`, () => onRemove(method.id), paymentMessages.methodRemoved);
  };

  return (
    <Stack gap="large">
      {error ? (
        <Alert tone="critical" title="Error">
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Text role="status" tone="muted">
          {notice}
        </Text>
      ) : null}
      {methods.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No saved cards"
          description="Cards you save at checkout or add here appear here."
        />
      ) : (
        <Stack
          as="ul"
          gap="medium"
          aria-label="Saved cards"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {methods.map((method) => {
            const name = cardSummary(method.brand, method.last4);
            return (
              <Card as="li" padding="medium" key={method.id}>
                <Inline gap="medium" justify="between">
                  <Stack gap="xsmall">
                    <Inline gap="small">
                      <Text weight="medium">{name}</Text>
                      {method.isDefault ? <Badge tone="brand">Default</Badge> : null}
                    </Inline>
                    <Text size="small" tone="muted">
                      Expires {formatCardExpiry(method.expMonth, method.expYear)}
                    </Text>
                  </Stack>
                  <Inline gap="small">
                    {method.isDefault ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        busy={busy === `default-${method.id}`}
                        aria-label={`Make default: ${name}`}
                        onClick={() =>
                          void run(
                            `default-${method.id}`,
                            () => onMakeDefault(method.id),
                            paymentMessages.methodDefault,
                          )
                        }
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      tone="critical"
                      size="sm"
                      busy={busy === `remove-${method.id}`}
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(method)}
                    >
                      Remove
                    </Button>
                  </Inline>
                </Inline>
              </Card>
            );
          })}
        </Stack>
      )}
      {adding ? (
        <Card padding="medium">
          <CardForm
            config={config}
            onCancel={() => setAdding(false)}
            onSubmit={async (card) => {
              setError(null);
              setNotice(null);
              await onAdd(card);
              setAdding(false);
              setNotice(paymentMessages.methodAdded);
            }}
          />
        </Card>
      ) : (
        <div>
          <Button variant="solid" onClick={() => setAdding(true)}>
            Add a card
          </Button>
        </div>
      )}
    </Stack>
  );
}
