import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { SetPasswordForm } from '@telehealth/forms';
import { Alert, Button, Card, Container, Heading, Stack, Text } from '@telehealth/ui';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageStatus } from '../frames/FullPageStatus';
import { RouterLink } from '../frames/RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

const signIn = (
  <div>
    <Button asChild variant="solid">
      <RouterLink href="/login">Sign in</RouterLink>
    </Button>
  </div>
);

/**
 * `/set-password?token=...` (docs/product/admin.md): the link a new practitioner or content writer is emailed. It greets
 * the account by first name, takes the new password with the strength meter, then sends them to sign in; an
 * expired, used or unknown link says so.
 */
export function SetPasswordView() {
  useDocumentTitle('Set your password');
  const token = useSearchParams()[0].get('token')?.trim() || null;
  // A 404 (expired or used) reads as null. Not refetched: once used, the link would turn to null under the form.
  const link = api.session.passwordLink.useQuery(token ? { params: { token } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    tolerate: { 404: null },
  });
  const setPassword = api.session.setPassword.useMutation();
  const [done, setDone] = useState(false);

  let body: ReactNode;
  if (done) {
    body = (
      <Stack gap="medium">
        <Alert tone="positive" title={adminPeopleMessages.passwordSetTitle}>
          {adminPeopleMessages.passwordSet}
        </Alert>
        {signIn}
      </Stack>
    );
  } else if (token && link.data === undefined && !link.error) {
    return <FullPageStatus label="Checking your link..." />;
  } else if (!token || link.data === null) {
    body = (
      <Stack gap="medium">
        <Alert tone="critical">{adminPeopleMessages.linkInvalid}</Alert>
        <Text tone="muted">
          Ask your administrator to send a new link, or sign in if you have set your password.
        </Text>
        {signIn}
      </Stack>
    );
  } else if (link.error || !link.data) {
    body = (
      <Alert tone="critical" title="Error">
        {link.error?.message ?? 'Your link could not be checked. Please try again.'}
      </Alert>
    );
  } else {
    const account = link.data;
    body = (
      <Stack gap="medium">
        <Text>{`Hi ${account.firstName}, choose the password you will sign in with.`}</Text>
        <SetPasswordForm
          email={account.email}
          onSubmit={async ({ password }) => {
            await setPassword.trigger({ body: { token: token as string, password } });
            setDone(true);
          }}
        />
      </Stack>
    );
  }

  return (
    <Container size="narrow">
      <Stack gap="large" paddingY="xlarge">
        <Heading level={1}>Set your password</Heading>
        <Card>{body}</Card>
      </Stack>
    </Container>
  );
}
