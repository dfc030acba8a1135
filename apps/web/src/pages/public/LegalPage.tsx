import { api } from '@telehealth/api';
import { formatLongDate, type LegalDocumentType, legalDocumentTypeLabels } from '@telehealth/contract';
import { Alert, Container, Heading, LoadState, RichTextView, Stack, Text } from '@telehealth/ui';
import { withoutLeadingTitle } from '../../features/legal/legalHtml';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** The published privacy policy or terms of use, or a notice when none is published. */
export function LegalPage({ type }: { type: LegalDocumentType }) {
  const label = legalDocumentTypeLabels[type];
  useDocumentTitle(label);
  const zone = useViewerZone();
  // None published (a 404) reads as null; the server renders the page with the same answer (routes/answers.ts).
  const { data, error, isLoading } = api.legalDocuments.activeLegalDocument.useQuery(
    { params: { type } },
    { tolerate: { 404: null } },
  );
  return (
    <Container>
      <Stack gap="medium" paddingY="large">
        {/* Without a document to title it (failed, or none published), the page is headed by what it is. */}
        {!isLoading && !data ? <Heading level={1}>{label}</Heading> : null}
        <LoadState
          data={data}
          pending={isLoading}
          error={error}
          errorTitle="Error"
          describeError={() => `The ${label} could not be loaded. Please try again later.`}
          loadingLabel={`Loading ${label}`}
          loadingIndicator="spinner"
          empty={<Alert tone="info">{`The ${label} has not been published yet.`}</Alert>}
        >
          {(document) => (
            <>
              <Heading level={1}>{document.title}</Heading>
              <Text tone="muted">
                Version {document.version} · Updated {formatLongDate(document.updatedAt, zone)}
              </Text>
              {/* The stored content often opens with the title too; the page's heading already says it. */}
              <RichTextView html={withoutLeadingTitle(document.content, document.title)} />
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}

export function PrivacyPage() {
  return <LegalPage type="privacy_policy" />;
}

export function TermsPage() {
  return <LegalPage type="terms_of_use" />;
}
