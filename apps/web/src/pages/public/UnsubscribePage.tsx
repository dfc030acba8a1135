import { api } from '@telehealth/api';
import { campaignMessages } from '@telehealth/contract';
import { Alert, Container, Heading, LoadState, Stack } from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { loadFailure } from '../../features/shared/loadFailure';
import { useDocumentTitle } from '../useDocumentTitle';

/** Where a campaign email's unsubscribe link lands (Spam Act): no sign-in, honoured as the page opens. */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token');
  // Asked once, and never without a token: it is idempotent, but nothing needs asking again.
  const { data, error, isLoading } = api.campaigns.unsubscribeCampaign.useQuery(
    token ? { query: { token } } : null,
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return (
    <Container>
      <Stack gap="medium" paddingY="xxlarge" align="start">
        <Heading level={1}>Unsubscribe</Heading>
        <LoadState
          pending={isLoading}
          data={token ? data : null}
          error={error}
          {...loadFailure(campaignMessages.unsubscribeInvalid)}
          loadingLabel="Unsubscribing"
          loadingIndicator="spinner"
          empty={
            <Alert tone="critical" title="Error">
              {campaignMessages.unsubscribeInvalid}
            </Alert>
          }
        >
          {(answer) => (
            <Alert tone="positive" title="Unsubscribed">
              {answer.message}
            </Alert>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
