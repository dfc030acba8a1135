import { errorMessage, isApiError, useSubmitContactForm } from '@telehealth/api';
import { ContactForm } from '@telehealth/forms';
import { Alert, Button, Card, Container, Heading, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';

const contactPageMessages = {
  sendFailed: 'Your message could not be sent. Please try again.',
} as const;

/** The public contact form (docs/product/site.md), sent as multipart with its attachments. */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const submit = useSubmitContactForm();
  const [sent, setSent] = useState(false);

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Contact Us</Heading>
          <Text tone="muted">Questions about your care or your order.</Text>
        </Stack>
        <Card>
          {sent ? (
            <Stack gap="medium">
              <Alert tone="positive" title="Message sent">
                Thank you for contacting us. We have received your message and will get back to you soon.
              </Alert>
              <Button variant="outline" onClick={() => setSent(false)}>
                Send another message
              </Button>
            </Stack>
          ) : (
            <ContactForm
              onSubmit={async (values, attachments) => {
                try {
                  await submit.trigger({ values, attachments });
                } catch (error) {
                  // The server's words under the field it named; never a bare status text.
                  throw {
                    message: errorMessage(error, contactPageMessages.sendFailed),
                    field: isApiError(error) ? error.field : undefined,
                  };
                }
                setSent(true);
              }}
            />
          )}
        </Card>
      </Stack>
    </Container>
  );
}
