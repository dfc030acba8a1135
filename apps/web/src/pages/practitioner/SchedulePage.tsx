import {
  useAddPractitionerTimeOff,
  useDeletePractitionerTimeOff,
  usePractitionerAvailability,
  usePractitionerTimeOff,
  useUpdatePractitionerAvailability,
} from '@telehealth/api';
import { practitionerMessages } from '@telehealth/contract';
import { AvailabilityEditor, TimeOffForm, TimeOffList } from '@telehealth/forms';
import { Alert, Container, Heading, Skeleton, Stack, Text, toast } from '@telehealth/ui';
import { WeekSchedule } from '../../features/schedule/WeekSchedule';
import { SectionCard } from '../../frames/SectionCard';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/practitioner/schedule`: the week's appointments, the weekly hours and time off, all in the practitioner's zone. */
export default function SchedulePage() {
  useDocumentTitle('Schedule');
  const availability = usePractitionerAvailability();
  const timeOff = usePractitionerTimeOff();
  const saveHours = useUpdatePractitionerAvailability();
  const addTimeOff = useAddPractitionerTimeOff();
  const removeTimeOff = useDeletePractitionerTimeOff();
  const timeZone = availability.data?.timezone;

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Schedule</Heading>
          <Text tone="muted">
            Patients book from your weekly hours, less your time off, as soon as you save them.
          </Text>
        </Stack>
        {availability.error ? (
          <Alert tone="critical" title="Your schedule could not be loaded">
            {availability.error.message}
          </Alert>
        ) : !availability.data || !timeZone ? (
          <Skeleton lines={8} label="Loading your schedule" />
        ) : (
          <>
            <SectionCard id="week-heading" title="Appointments">
              <WeekSchedule timeZone={timeZone} />
            </SectionCard>
            <SectionCard id="hours-heading" title="Weekly hours">
              <AvailabilityEditor
                value={availability.data}
                onSave={async (input) => {
                  const result = await saveHours.trigger(input);
                  if (result.saved)
                    toast({ title: practitionerMessages.availabilitySaved, tone: 'positive' });
                  return result;
                }}
              />
            </SectionCard>
            <SectionCard id="time-off-heading" title="Time off">
              <TimeOffForm
                timeZone={timeZone}
                onSave={async (input) => {
                  const result = await addTimeOff.trigger(input);
                  if (result.saved) toast({ title: practitionerMessages.timeOffSaved, tone: 'positive' });
                  return result;
                }}
              />
              {timeOff.error ? (
                <Alert tone="critical" title="Your time off could not be loaded">
                  {timeOff.error.message}
                </Alert>
              ) : timeOff.data ? (
                <TimeOffList
                  items={timeOff.data.items}
                  timeZone={timeZone}
                  onRemove={async (id) => {
                    await removeTimeOff.trigger(id);
                    toast({ title: practitionerMessages.timeOffRemoved, tone: 'positive' });
                  }}
                />
              ) : (
                <Skeleton lines={3} label="Loading your time off" />
              )}
            </SectionCard>
          </>
        )}
      </Stack>
    </Container>
  );
}
