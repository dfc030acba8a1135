import { api } from '@telehealth/api';
import { practitionerMessages } from '@telehealth/contract';
import { PractitionerProfileForm, SignatureField } from '@telehealth/forms';
import { Card, Container, Heading, LoadState, Stack, Text, toast } from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/practitioner/profile`: who prints on a prescription: name, numbers and the signature as it prints. */
export default function PractitionerProfilePage() {
  useDocumentTitle('Profile');
  const { data, error } = api.practitioner.practitionerProfile.useQuery();
  const update = api.practitioner.updatePractitionerProfile.useMutation();
  const saveSignature = api.practitioner.updatePractitionerSignature.useMutation();
  const removeSignature = api.practitioner.deletePractitionerSignature.useMutation();

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Profile</Heading>
          <Text tone="muted">
            Your prescriptions print this name, your prescriber number and your signature.
          </Text>
        </Stack>
        <LoadState
          data={data}
          error={error}
          errorTitle="Your profile could not be loaded"
          loadingLabel="Loading your profile"
          skeletonLines={8}
        >
          {(profile) => (
            <>
              <Card as="section" aria-labelledby="details-heading">
                <Stack gap="medium">
                  <Heading level={2} size="small" id="details-heading">
                    Details
                  </Heading>
                  <PractitionerProfileForm
                    defaultValues={profile}
                    canPrescribe={profile.canPrescribe}
                    onSubmit={async (values) => {
                      await update.trigger({ body: values });
                      toast({ title: practitionerMessages.profileSaved, tone: 'positive' });
                    }}
                  />
                </Stack>
              </Card>
              <Card as="section" aria-labelledby="signature-heading">
                <Stack gap="medium">
                  <Heading level={2} size="small" id="signature-heading">
                    Signature
                  </Heading>
                  <SignatureField
                    value={profile.signature}
                    onSave={async (image) => {
                      await saveSignature.trigger({ body: { image } });
                      toast({ title: practitionerMessages.signatureSaved, tone: 'positive' });
                    }}
                    onRemove={async () => {
                      await removeSignature.trigger();
                      toast({ title: practitionerMessages.signatureRemoved, tone: 'positive' });
                    }}
                  />
                </Stack>
              </Card>
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
