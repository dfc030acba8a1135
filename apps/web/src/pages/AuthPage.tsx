import { api, useLogin, useRegister, useUser } from '@telehealth/api';
import { demoSignInNotice, SET_PASSWORD_PATH } from '@telehealth/contract';
import { RegistrationForm, SignInForm } from '@telehealth/forms';
import { Alert, Card, Container, Heading, Stack, Tabs, Text } from '@telehealth/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type SecondStep, SignInSecondStep, secondStepOf } from '../features/mfa/SignInSecondStep';
import { focusHeadingOnArrival } from '../features/session/focusHeadingOnArrival';
import { forgetNewAccount, markNewAccount } from '../features/session/newAccount';
import { FullPageStatus } from '../frames/FullPageStatus';
import { safeRedirect } from '../guards/safeRedirect';
import { homeFor } from '../navigation/homeFor';
import { SetPasswordView } from './SetPasswordView';
import { useDocumentTitle } from './useDocumentTitle';

type AuthTab = 'sign-in' | 'register';

/**
 * The one sign-in and registration page, served at /login, /auth and /register; and at /set-password, where a
 * new staff account sets its first password from the emailed link.
 */
export default function AuthPage() {
  return useLocation().pathname === SET_PASSWORD_PATH ? <SetPasswordView /> : <SignInOrRegister />;
}

function SignInOrRegister() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const login = useLogin();
  const register = useRegister();
  const policy = api.session.signInPolicy.useQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const initialTab: AuthTab = pathname === '/register' ? 'register' : 'sign-in';
  useDocumentTitle(initialTab === 'register' ? 'Create account' : 'Sign in');

  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // An enrolment at sign-in starts the session before its recovery codes are shown: stay until they are saved.
  const signedIn = user && secondStep?.kind !== 'enrol';

  const redirect = searchParams.get('redirect');
  useEffect(() => {
    if (!user || !signedIn) return;
    // The next page's heading takes focus once it shows, rather than leaving it on <body>.
    focusHeadingOnArrival(heading.current);
    navigate(safeRedirect(redirect, homeFor(user)), { replace: true });
  }, [user, signedIn, redirect, navigate]);

  if (isLoading || signedIn) return <FullPageStatus label="Authenticating..." />;

  return (
    <Container size="narrow">
      <Stack gap="large" paddingY="xlarge">
        <Stack gap="small">
          <Heading level={1} ref={heading}>
            Welcome
          </Heading>
          <Text tone="muted">Sign in to your account, or create one to start an assessment.</Text>
        </Stack>
        <Card>
          <Tabs.Root defaultValue={initialTab}>
            <Tabs.List aria-label="Sign in or create an account">
              <Tabs.Trigger value="sign-in">Sign in</Tabs.Trigger>
              <Tabs.Trigger value="register">Create account</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              {secondStep ? (
                <SignInSecondStep
                  step={secondStep}
                  onEnrolled={() => setSecondStep(null)}
                  onRestart={() => setSecondStep(null)}
                />
              ) : (
                <SignInForm
                  onSubmit={async (values) => setSecondStep(secondStepOf(await login.trigger(values)))}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegistrationForm
                onSubmit={async (values) => {
                  // Marked before the answer: the dashboard may render the moment the session exists.
                  markNewAccount(values.email);
                  try {
                    await register.trigger(values);
                  } catch (error) {
                    forgetNewAccount(values.email);
                    throw error;
                  }
                }}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Card>
        {/* Only the demo lets staff in with a password alone, and it says so here, under the form. */}
        {policy.data?.staffTwoStepRequired === false ? (
          <Alert tone="info" title={demoSignInNotice.title}>
            {demoSignInNotice.body}
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
