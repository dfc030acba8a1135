import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ArticleInput,
  type ArticleStatus,
  type ArticleValues,
  articleCategories,
  articleCategoryLabels,
  articleCoverRules,
  articleInput,
  articleLimits,
  articleMessages,
  articleStatusLabels,
} from '@telehealth/contract';
import {
  Alert,
  Badge,
  Button,
  Field,
  Inline,
  Input,
  LazyRichTextEditor,
  Select,
  Stack,
  Text,
  Textarea,
} from '@telehealth/ui';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

/** What a save may answer: warnings for the writer (a prescription-only medicine named, say). */
export interface ArticleSaveOutcome {
  warnings?: readonly string[];
}

export type ArticleSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface ArticleFormProps {
  /** Starting values; a new article starts empty in General health. */
  defaultValues?: Partial<ArticleInput>;
  /** Saves the values (autosave and Save draft alike); a rejection with `{ message, field? }` is shown. */
  onSave: (values: ArticleValues) => Promise<ArticleSaveOutcome | undefined>;
  /** Milliseconds of inactivity before a change is saved by itself; 0 turns autosave off. */
  autosaveDelayMs?: number;
  /** The article's status, shown beside the actions; decides between Publish and Unpublish. */
  status?: ArticleStatus;
  /** Saves, then publishes. */
  onPublish?: () => Promise<unknown>;
  onUnpublish?: () => Promise<unknown>;
  /** Shows the current values as a reader would see them. */
  onPreview?: (values: ArticleValues) => void;
  /** The current cover, if any. */
  coverImageUrl?: string | null;
  /**
   * Uploads a chosen cover to the saved article; absent until the article has been saved once. A cover chosen before
   * that is held (and shown), the draft is saved if it can be, and the held cover goes through this as soon as it is
   * given (docs/product/articles.md).
   */
  onCoverChange?: (file: File) => Promise<unknown>;
  disabled?: boolean;
}

const categoryOptions = articleCategories.map((value) => ({ value, label: articleCategoryLabels[value] }));
const fields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'seoTitle',
  'seoDescription',
] as const;

/** A local address for a chosen file, to show it before it is uploaded; revoked when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Tags as the writer types them: comma-separated text, held as typed and reported as a trimmed list. */
function TagsInput({ value, onChange, ...props }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

const saveLabels: Record<ArticleSaveState, string> = {
  idle: '',
  saving: articleMessages.saving,
  saved: articleMessages.saved,
  failed: articleMessages.saveFailed,
};

/**
 * An article: title, slug, excerpt, category, tags, SEO title and description, and the rich text (the editor
 * loads lazily). Changes are saved by themselves after a few seconds without typing; a failed save keeps the
 * text and says so, and the next change tries again.
 */
export function ArticleForm({
  defaultValues,
  onSave,
  autosaveDelayMs = 2000,
  status,
  onPublish,
  onUnpublish,
  onPreview,
  coverImageUrl,
  onCoverChange,
  disabled,
}: ArticleFormProps) {
  const [saveState, setSaveState] = useState<ArticleSaveState>('idle');
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'publish' | 'unpublish' | 'cover' | null>(null);
  /** A cover chosen before the first save, waiting for `onCoverChange`. */
  const [heldCover, setHeldCover] = useState<File | null>(null);
  const heldCoverUrl = useObjectUrl(heldCover);
  const form = useForm<ArticleInput, unknown, ArticleValues>({
    resolver: zodResolver(articleInput),
    defaultValues: {
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      category: 'general-health',
      tags: [],
      seoTitle: '',
      seoDescription: '',
      ...defaultValues,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields });
  const { run: attempt } = shell;
  const lastSaved = useRef(JSON.stringify(articleInput.safeParse(getValues()).data ?? null));

  /** Saves the values; resolves false when the save was refused (its message shown). */
  const save = useCallback(
    async (values: ArticleValues) => {
      setSaveState('saving');
      const saved = await attempt(async () => {
        const outcome = await onSave(values);
        lastSaved.current = JSON.stringify(values);
        setWarnings(outcome?.warnings ?? []);
        setSaveState('saved');
      });
      if (!saved) setSaveState('failed');
      return saved;
    },
    [onSave, attempt],
  );

  // Autosave: a quiet spell after a change saves valid values that differ from the last save.
  useEffect(() => {
    if (!autosaveDelayMs || disabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const parsed = articleInput.safeParse(getValues());
        if (!parsed.success || JSON.stringify(parsed.data) === lastSaved.current) return;
        void save(parsed.data);
      }, autosaveDelayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [autosaveDelayMs, disabled, watch, getValues, save]);

  // Save draft is the form's submit; Publish saves first, and neither clears a message it did not cause.
  const submit = handleSubmit(async (values) => {
    await save(values);
  });
  const run = (kind: 'publish' | 'unpublish', action?: () => Promise<unknown>) =>
    handleSubmit(async (values) => {
      if (!action) return;
      setBusy(kind);
      if (kind === 'unpublish' || (await save(values))) await attempt(action, { keep: kind === 'unpublish' });
      setBusy(null);
    });

  const uploadCover = useCallback(async (file: File, upload: (file: File) => Promise<unknown>) => {
    setBusy('cover');
    try {
      await upload(file);
    } catch (error) {
      setCoverError((error as { message?: string }).message ?? articleMessages.coverTypeNotAllowed);
    } finally {
      setBusy(null);
    }
  }, []);

  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCoverError(null);
    if (file.size > articleCoverRules.maxFileBytes) return setCoverError(articleMessages.coverTooLarge);
    if (onCoverChange) return uploadCover(file, onCoverChange);
    // Not saved yet: hold the cover and save the draft now if it can be (a title is all it needs); the upload
    // follows the first save, below.
    setHeldCover(file);
    const parsed = articleInput.safeParse(getValues());
    if (parsed.success) await save(parsed.data);
  };

  // The first save gave the article an id (the page now passes onCoverChange): the held cover goes up, once.
  const uploadingHeld = useRef<File | null>(null);
  useEffect(() => {
    if (!heldCover || !onCoverChange || uploadingHeld.current === heldCover) return;
    uploadingHeld.current = heldCover;
    setHeldCover(null);
    void uploadCover(heldCover, onCoverChange);
  }, [heldCover, onCoverChange, uploadCover]);

  return (
    <FormShell onSubmit={submit} submitting={shell.isSubmitting} disabled={disabled} aria-label="Article">
      <Stack gap="medium">
        <Inline gap="small" justify="between">
          {status ? (
            <Badge tone={status === 'published' ? 'positive' : 'neutral'}>
              {articleStatusLabels[status]}
            </Badge>
          ) : (
            <span />
          )}
          <Text as="span" role="status" tone={saveState === 'failed' ? 'critical' : 'muted'}>
            {saveLabels[saveState]}
          </Text>
        </Inline>
        <FormError message={shell.failure} title="Error" />
        {warnings.map((warning) => (
          <Alert key={warning} tone="caution" title="Check this copy">
            {warning}
          </Alert>
        ))}
        <Field label="Title" error={errors.title?.message} required>
          <Input maxLength={articleLimits.titleMaxLength} {...register('title')} />
        </Field>
        <Field
          label="Slug"
          hint="The article's address. Left empty, it is made from the title."
          error={errors.slug?.message}
        >
          <Input maxLength={articleLimits.slugMaxLength} {...register('slug')} />
        </Field>
        <Field label="Excerpt" hint="One or two sentences shown in the list." error={errors.excerpt?.message}>
          <Textarea rows={2} maxLength={articleLimits.excerptMaxLength} {...register('excerpt')} />
        </Field>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Field label="Category" error={errors.category?.message}>
              <Select
                options={categoryOptions}
                value={field.value ?? 'general-health'}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Field label="Tags" hint="Separate tags with commas." error={errors.tags?.message}>
              <TagsInput value={field.value ?? []} onChange={field.onChange} />
            </Field>
          )}
        />
        <Stack gap="xxsmall">
          <Text weight="medium">Cover image</Text>
          {heldCoverUrl ? (
            <img src={heldCoverUrl} alt="Chosen cover, not uploaded yet" width={240} height={126} />
          ) : coverImageUrl ? (
            <img src={coverImageUrl} alt="Current cover" width={240} height={126} />
          ) : null}
          <Field
            label="Upload a cover image"
            hint={
              onCoverChange
                ? 'JPEG, PNG or GIF, at most 5 MB.'
                : 'JPEG, PNG or GIF, at most 5 MB. It is uploaded with the first save of the draft.'
            }
            error={coverError ?? undefined}
          >
            <Input
              type="file"
              accept={articleCoverRules.mimeTypes.join(',')}
              onChange={chooseCover}
              disabled={busy === 'cover'}
            />
          </Field>
          {heldCover ? (
            <Text role="status" tone="muted">
              {`${heldCover.name} is uploaded as soon as the draft is saved, which needs a title.`}
            </Text>
          ) : null}
        </Stack>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <Field label="Content" error={errors.content?.message}>
              <LazyRichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            </Field>
          )}
        />
        <Field
          label="SEO title"
          hint="Shown in search results and the browser tab."
          error={errors.seoTitle?.message}
        >
          <Input maxLength={articleLimits.seoTitleMaxLength} {...register('seoTitle')} />
        </Field>
        <Field label="SEO description" error={errors.seoDescription?.message}>
          <Textarea
            rows={2}
            maxLength={articleLimits.seoDescriptionMaxLength}
            {...register('seoDescription')}
          />
        </Field>
        <Inline gap="small" justify="end">
          {onPreview ? (
            <Button variant="outline" onClick={handleSubmit((values) => onPreview(values))}>
              Preview
            </Button>
          ) : null}
          <Button type="submit" variant="soft" busy={shell.isSubmitting && busy === null}>
            Save draft
          </Button>
          {status === 'published' ? (
            <Button
              variant="outline"
              tone="critical"
              busy={busy === 'unpublish'}
              onClick={run('unpublish', onUnpublish)}
            >
              Unpublish
            </Button>
          ) : (
            <Button
              variant="solid"
              busy={busy === 'publish'}
              disabled={!onPublish}
              onClick={run('publish', onPublish)}
            >
              Publish
            </Button>
          )}
        </Inline>
      </Stack>
    </FormShell>
  );
}
