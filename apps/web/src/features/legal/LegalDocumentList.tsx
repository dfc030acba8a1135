import { api } from '@telehealth/api';
import {
  formatLongDate,
  type LegalDocument,
  type LegalDocumentType,
  legalDocumentLimits,
  legalDocumentMessages,
  legalDocumentTypeLabels,
  type ZoneOption,
} from '@telehealth/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  LoadState,
  RichTextView,
  Stack,
  Text,
} from '@telehealth/ui';
import { loadFailure } from '../shared/loadFailure';
import { serverError, succeeded, useAction } from '../shared/useAction';
import { previewHtml, withoutLeadingTitle } from './legalHtml';

export interface LegalDocumentListProps {
  /** A type, or every document. */
  type: LegalDocumentType | null;
  zone: ZoneOption;
  onView: (document: LegalDocument) => void;
  onEdit: (document: LegalDocument) => void;
  onDelete: (document: LegalDocument) => void;
}

/**
 * The documents of one tab (docs/product/settings.md): title, Active badge, type, version, date, a formatted preview
 * of the first 200 characters clamped to three lines, and the row actions.
 */
export function LegalDocumentList({ type, zone, onView, onEdit, onDelete }: LegalDocumentListProps) {
  const { data, error, isLoading } = api.legalDocuments.listLegalDocuments.useQuery({
    query: { type: type ?? undefined },
  });
  const activate = api.legalDocuments.activateLegalDocument.useMutation();
  const activateDocument = useAction(
    (document: LegalDocument) => activate.trigger({ params: { id: document.id } }),
    {
      success: succeeded(legalDocumentMessages.activated),
      failure: serverError(legalDocumentMessages.activateFailed),
    },
  );

  return (
    <LoadState
      pending={isLoading}
      data={data ?? null}
      error={error}
      {...loadFailure('Failed to load documents. Please try again.')}
      loadingLabel="Loading documents"
      loadingIndicator="spinner"
      empty={
        <EmptyState headingLevel={2} title="No documents found. Create your first document to get started." />
      }
      isEmpty={(documents) => documents.length === 0}
    >
      {(data) => (
        <Stack gap="medium" as="ul" role="list" aria-label="Legal documents" padding="none" margin="none">
          {data.map((document) => (
            <Card as="li" key={document.id} aria-label={document.title}>
              <Stack gap="small">
                <Inline gap="small" align="center">
                  <Heading level={2} size="small">
                    {document.title}
                  </Heading>
                  {document.isActive ? <Badge tone="positive">Active</Badge> : null}
                </Inline>
                <Inline gap="medium">
                  <Text tone="muted" size="small">
                    {legalDocumentTypeLabels[document.type]}
                  </Text>
                  <Text tone="muted" size="small">
                    Version {document.version}
                  </Text>
                  <Text tone="muted" size="small">
                    Updated {formatLongDate(document.updatedAt, zone)}
                  </Text>
                </Inline>
                <RichTextView
                  data-testid="legal-preview"
                  html={previewHtml(
                    withoutLeadingTitle(document.content, document.title),
                    legalDocumentLimits.previewLength,
                  )}
                  lines={legalDocumentLimits.previewLines}
                />
                <Inline gap="small">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onView(document)}
                    aria-label={`View ${document.title}`}
                  >
                    View
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(document)}
                    aria-label={`Edit ${document.title}`}
                  >
                    Edit
                  </Button>
                  {document.isActive ? null : (
                    <>
                      <Button
                        size="sm"
                        variant="soft"
                        busy={activate.isMutating}
                        onClick={() => activateDocument(document)}
                      >
                        Activate
                      </Button>
                      <Button
                        size="sm"
                        variant="solid"
                        tone="critical"
                        onClick={() => onDelete(document)}
                        aria-label={`Delete ${document.title}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </Inline>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </LoadState>
  );
}
