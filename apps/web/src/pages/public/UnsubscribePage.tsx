import { errorMessage, useUnsubscribeCampaign } from '@telehealth/api';
import { campaignMessages } from '@telehealth/contract';
import { Alert, Container, Heading, Spinner, Stack } from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../useDocumentTitle';

/** Where a campaign email's unsubscribe link lands (Spam Act): no sign-in, honoured as the page opens. */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error, isLoading } = useUnsubscribeCampaign(token);
  return (
    <Container>
      <Stack gap="medium" paddingY="xxlarge" align="start">
        <Heading level={1}>Unsubscribe</Heading>
        {isLoading ? <Spinner label="Unsubscribing" /> : null}
        {data ? (
          <Alert tone="positive" title="Unsubscribed">
            {data.message}
          </Alert>
        ) : null}
        {!token || error ? (
          <Alert tone="critical" title="Error">
            {error
              ? errorMessage(error, campaignMessages.unsubscribeInvalid)
              : campaignMessages.unsubscribeInvalid}
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
