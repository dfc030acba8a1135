import { type LegalDocument, legalDocumentTypeLabels } from '@telehealth/contract';
import { Badge, Dialog, Inline, RichTextView } from '@telehealth/ui';
import { closeOnEscape } from '../shared/closeOnEscape';
import { withoutLeadingTitle } from './legalHtml';

/** A document in full: its title with the Active badge, type and version, and the formatted content. */
export function LegalDocumentViewDialog({
  document,
  onClose,
}: {
  document: LegalDocument | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={document !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content size="lg" onKeyDown={closeOnEscape(onClose)}>
        {document ? (
          <>
            <Dialog.Header>
              <Inline gap="small" align="center">
                <Dialog.Title>{document.title}</Dialog.Title>
                {document.isActive ? <Badge tone="positive">Active</Badge> : null}
              </Inline>
              <Dialog.Description>
                {legalDocumentTypeLabels[document.type]} · Version {document.version}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <RichTextView html={withoutLeadingTitle(document.content, document.title)} />
            </Dialog.Body>
          </>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
