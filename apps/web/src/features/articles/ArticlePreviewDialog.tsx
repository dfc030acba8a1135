import type { ArticleValues } from '@telehealth/contract';
import { Dialog, Heading, RichTextView, Stack, Text } from '@telehealth/ui';

/** The article as a reader will see it, from the editor's current values (sanitised by RichTextView). */
export function ArticlePreviewDialog({
  values,
  onClose,
}: {
  values: ArticleValues | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={values !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg" closeLabel="Close preview">
        <Dialog.Title>Preview</Dialog.Title>
        <Dialog.Description>How readers will see this article.</Dialog.Description>
        {values ? (
          <Stack gap="medium" as="article">
            <Heading level={2}>{values.title}</Heading>
            {values.excerpt ? <Text tone="muted">{values.excerpt}</Text> : null}
            <RichTextView html={values.content} />
          </Stack>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
