import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY, isWebUrl, type PostSettingsInput, postSettingsInput } from '@telehealth/contract';
import { Button, Field, Inline, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';

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
 * The Post Tracking Base URL (Part 2 §2, §5): empty turns tracking off; otherwise a web address. Save is off
 * while the value is invalid, and Test URL opens it in a new tab.
 */
export function PostTrackingUrlForm({
  defaultValue,
  onSubmit,
  openUrl = openInNewTab,
  loading = false,
  disabled,
}: PostTrackingUrlFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isValid },
  } = useForm<TrackingValues>({
    resolver: zodResolver(trackingSchema),
    mode: 'onChange',
    values: { post_tracking_base_url: defaultValue ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const url = (watch('post_tracking_base_url') ?? '').trim();
  return (
    <form
      onSubmit={handleSubmit(async (values) => onSubmit(values.post_tracking_base_url))}
      noValidate
      aria-label="Post Tracking"
    >
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <Field
            label="Post Tracking Base URL"
            hint="The tracking number is added to the end. Leave empty to turn tracking links off."
            error={errors.post_tracking_base_url?.message}
          >
            <Input type="url" inputMode="url" autoComplete="off" {...register('post_tracking_base_url')} />
          </Field>
          <Inline gap="small">
            <Button
              type="submit"
              variant="solid"
              busy={isSubmitting}
              disabled={loading || isSubmitting || !isValid}
            >
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
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
      </FormFields>
    </form>
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeesValues>({
    resolver: zodResolver(feesSchema),
    values: { post_fees: defaultValue ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <form
      onSubmit={handleSubmit(async (values) => onSubmit(values.post_fees))}
      noValidate
      aria-label="Post Fees"
    >
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <Field label={`Post Fees (${CURRENCY})`} error={errors.post_fees?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('post_fees')} />
          </Field>
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting} disabled={loading || isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
