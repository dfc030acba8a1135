import {
  useDeletePractitionerSignature,
  usePractitionerProfile,
  useUpdatePractitionerProfile,
  useUpdatePractitionerSignature,
} from '@telehealth/api';
import { practitionerMessages } from '@telehealth/contract';
import { PractitionerProfileForm, SignatureField } from '@telehealth/forms';
import { Alert, Card, Container, Heading, Skeleton, Stack, Text, toast } from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/practitioner/profile`: who prints on a prescription: name, numbers and the signature as it prints. */
export default function PractitionerProfilePage() {
  useDocumentTitle('Profile');
  const { data, error, isLoading } = usePractitionerProfile();
  const update = useUpdatePractitionerProfile();
  const saveSignature = useUpdatePractitionerSignature();
  const removeSignature = useDeletePractitionerSignature();

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Profile</Heading>
          <Text tone="muted">
            Your prescriptions print this name, your prescriber number and your signature.
          </Text>
        </Stack>
        {error ? (
          <Alert tone="critical" title="Your profile could not be loaded">
            {error.message}
          </Alert>
        ) : isLoading || !data ? (
          <Skeleton lines={8} label="Loading your profile" />
        ) : (
          <>
            <Card as="section" aria-labelledby="details-heading">
              <Stack gap="medium">
                <Heading level={2} size="small" id="details-heading">
                  Details
                </Heading>
                <PractitionerProfileForm
                  defaultValues={data}
                  canPrescribe={data.canPrescribe}
                  onSubmit={async (values) => {
                    await update.trigger(values);
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
                  value={data.signature}
                  onSave={async (image) => {
                    await saveSignature.trigger(image);
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
      </Stack>
    </Container>
  );
}
