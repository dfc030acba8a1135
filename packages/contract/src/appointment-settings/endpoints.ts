import { z } from 'zod';
import { defineEndpoints, pathId } from '../endpoint/define';
import { appointmentDurationInput, appointmentSetting } from './appointment-settings';
import { appointmentSettingsRoutes } from './routes';

/** The appointment-settings endpoints' schemas, summaries and error answers, under the names of `appointmentSettingsRoutes`. */
export const appointmentSettingsEndpoints = defineEndpoints(appointmentSettingsRoutes, {
  listAppointmentSettings: {
    summary: "Every practitioner's appointment duration and hourly limit",
    response: z.array(appointmentSetting),
  },
  updateAppointmentDuration: {
    summary: "Change one practitioner's appointment duration",
    params: z.object({ practitionerId: pathId() }),
    body: appointmentDurationInput,
    response: appointmentSetting,
  },
});
