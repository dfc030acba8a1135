import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY, isWebUrl, type PostSettingsInput, postSettingsInput } from '@telehealth/contract';
import { Button, Field, Inline, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const trackingSchema = postSettingsInput.pick({ post_tracking_base_url: true });
type TrackingValues = Pick<PostSettingsInput, 'post_tracking_base_url'>;

export interface PostTrackingUrlFormProps {
  defaultValue?: string | null;
  onSubmit: (value: string) => Promise<unknown> | unknown;
  /** Opens a URL in a new tab; window.open by default. */
  openUrl?: (url: string) => void;
  loading?: boolean;
  disabled?: boolean;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * The Post Tracking Base URL (docs/product/settings.md): empty turns tracking off; otherwise a web address. Save is off
 * while the value is invalid, and Test URL opens it in a new tab.
 */
export function PostTrackingUrlForm({
  defaultValue,
  onSubmit,
  openUrl = openInNewTab,
  loading = false,
  disabled,
}: PostTrackingUrlFormProps) {
  const form = useForm<TrackingValues>({
    resolver: zodResolver(trackingSchema),
    mode: 'onChange',
    values: { post_tracking_base_url: defaultValue ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    watch,
    formState: { errors, isValid },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, {
    report: 'caller',
    onSubmit: (values) => onSubmit(values.post_tracking_base_url),
  });
  const url = (watch('post_tracking_base_url') ?? '').trim();
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Post Tracking">
      <Stack gap="medium">
        <Field
          label="Post Tracking Base URL"
          hint="The tracking number is added to the end. Leave empty to turn tracking links off."
          error={errors.post_tracking_base_url?.message}
        >
          <Input type="url" inputMode="url" autoComplete="off" {...register('post_tracking_base_url')} />
        </Field>
        <Inline gap="small">
          <SubmitButton busyLabel="Saving..." disabled={loading || shell.isSubmitting || !isValid}>
            Save
          </SubmitButton>
          <Button
            type="button"
            variant="ghost"
            disabled={!url || !isWebUrl(url)}
            onClick={() => openUrl(url)}
          >
            Test URL
          </Button>
        </Inline>
      </Stack>
    </FormShell>
  );
}

const feesSchema = postSettingsInput.pick({ post_fees: true });
type FeesValues = Pick<PostSettingsInput, 'post_fees'>;

export interface PostFeesFormProps {
  defaultValue?: string | null;
  onSubmit: (value: string) => Promise<unknown> | unknown;
  loading?: boolean;
  disabled?: boolean;
}

/** Post Fees (AUD): empty allowed, otherwise an amount of at least 0. */
export function PostFeesForm({ defaultValue, onSubmit, loading = false, disabled }: PostFeesFormProps) {
  const form = useForm<FeesValues>({
    resolver: zodResolver(feesSchema),
    values: { post_fees: defaultValue ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, { report: 'caller', onSubmit: (values) => onSubmit(values.post_fees) });
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Post Fees">
      <Stack gap="medium">
        <Field label={`Post Fees (${CURRENCY})`} error={errors.post_fees?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('post_fees')} />
        </Field>
        <div>
          <SubmitButton busyLabel="Saving..." disabled={loading || shell.isSubmitting}>
            Save
          </SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
