import { api } from '@telehealth/api';
import { formatTime, practitionerMessages } from '@telehealth/contract';
import { AvailabilityEditor, TimeOffForm, TimeOffList } from '@telehealth/forms';
import { Container, Heading, LoadState, Stack, Text, toast } from '@telehealth/ui';
import { ConsultationEntry } from '../../features/consultation/ConsultationEntry';
import { WeekSchedule } from '../../features/schedule/WeekSchedule';
import { SectionCard } from '../../frames/SectionCard';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/practitioner/schedule`: the week's appointments, the weekly hours and time off, all in the practitioner's zone. */
export default function SchedulePage() {
  useDocumentTitle('Schedule');
  const availability = api.practitioner.practitionerAvailability.useQuery();
  const timeOff = api.practitioner.practitionerTimeOff.useQuery();
  const saveHours = api.practitioner.updatePractitionerAvailability.useMutation();
  const addTimeOff = api.practitioner.addPractitionerTimeOff.useMutation();
  const removeTimeOff = api.practitioner.deletePractitionerTimeOff.useMutation();

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Schedule</Heading>
          <Text tone="muted">
            Patients book from your weekly hours, less your time off, as soon as you save them.
          </Text>
        </Stack>
        <LoadState
          // The week and its hours are in the practitioner's zone: nothing shows before it is known.
          data={availability.data?.timezone ? availability.data : undefined}
          error={availability.error}
          errorTitle="Your schedule could not be loaded"
          loadingLabel="Loading your schedule"
          skeletonLines={8}
        >
          {(hours) => {
            const timeZone = hours.timezone;
            return (
              <>
                <SectionCard id="week-heading" title="Appointments">
                  <WeekSchedule
                    timeZone={timeZone}
                    // Start consultation while the room is open (docs/product/consultations.md, On screen): a day's
                    // column has no room for the button before then, which the dashboard's day shows.
                    appointmentAction={(item) => (
                      <ConsultationEntry
                        appointment={item}
                        label="Start consultation"
                        context={`with ${item.patientName} at ${formatTime(item.startsAt, { timeZone })}`}
                        timeZone={timeZone}
                        beforeOpening="hidden"
                      />
                    )}
                  />
                </SectionCard>
                <SectionCard id="hours-heading" title="Weekly hours">
                  <AvailabilityEditor
                    value={hours}
                    onSave={async (input) => {
                      const result = await saveHours.trigger({ body: input });
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
                      const result = await addTimeOff.trigger({ body: input });
                      if (result.saved) toast({ title: practitionerMessages.timeOffSaved, tone: 'positive' });
                      return result;
                    }}
                  />
                  <LoadState
                    data={timeOff.data}
                    error={timeOff.error}
                    errorTitle="Your time off could not be loaded"
                    loadingLabel="Loading your time off"
                    skeletonLines={3}
                  >
                    {(off) => (
                      <TimeOffList
                        items={off.items}
                        timeZone={timeZone}
                        onRemove={async (id) => {
                          await removeTimeOff.trigger({ params: { id } });
                          toast({ title: practitionerMessages.timeOffRemoved, tone: 'positive' });
                        }}
                      />
                    )}
                  </LoadState>
                </SectionCard>
              </>
            );
          }}
        </LoadState>
      </Stack>
    </Container>
  );
}
