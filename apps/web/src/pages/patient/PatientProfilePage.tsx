import { api, myDataExportUrl, useAddressProvider, useChangePassword } from '@telehealth/api';
import type { PatientProfileInput } from '@telehealth/contract';
import { PatientProfileForm } from '@telehealth/forms';
import { Card, Container, Heading, Link, LoadState, Stack, Text } from '@telehealth/ui';
import { ProfileTabs, profileSaveToasts } from '../../features/profile/ProfileTabs';
import { TwoStepSignInCard } from '../../features/shared/TwoStepSignInCard';
import { useAction } from '../../features/shared/useAction';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * `/dashboard/profile`: the patient's profile, 'Change Password', optional two-step sign-in
 * (docs/product/access.md) and 'Download my data'.
 */
export default function PatientProfilePage() {
  useDocumentTitle('Profile');
  const { data, error } = api.patient.patientProfile.useQuery();
  const addressProvider = useAddressProvider();
  const updateProfile = api.patient.updatePatientProfile.useMutation();
  const saveProfile = useAction(
    (profile: PatientProfileInput) => updateProfile.trigger({ body: profile }),
    profileSaveToasts,
  );
  const changePassword = useChangePassword();
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Profile</Heading>
        <ProfileTabs
          changePassword={changePassword.trigger}
          profile={
            <LoadState
              data={data}
              error={error}
              errorTitle="Couldn't load your profile"
              loadingLabel="Loading profile"
              loadingIndicator="spinner"
            >
              {(patient) => (
                <PatientProfileForm
                  defaultValues={patient}
                  onSubmit={saveProfile}
                  addressProvider={addressProvider}
                />
              )}
            </LoadState>
          }
        />
        <TwoStepSignInCard description="Optional. After your password, we also ask for a code from an authenticator app on your phone, so your password alone cannot open your health record." />
        <Card as="section" aria-labelledby="my-data-heading" padding="large">
          <Stack gap="small">
            <Heading level={2} size="small" id="my-data-heading">
              Your data
            </Heading>
            <Text>
              Download everything we hold about you: your profile, assessments, appointments, prescriptions,
              payments and messages, as a JSON file.
            </Text>
            <div>
              <Link href={myDataExportUrl} download="my-data.json">
                Download my data
              </Link>
            </div>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
