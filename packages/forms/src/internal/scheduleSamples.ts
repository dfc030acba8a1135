import type { ScheduleAppointment } from '@telehealth/contract';

/** Booked appointments for the schedule forms' stories and tests: 9:30 am and 2:00 pm in Sydney on Mon 2 Mar 2026. */
export const bookedAppointments: ScheduleAppointment[] = [
  {
    id: 41,
    startsAt: '2026-03-01T22:30:00.000Z',
    durationMinutes: 15,
    status: 'scheduled',
    patientId: 7,
    patientName: 'Liam Nguyen',
    assessmentId: null,
  },
  {
    id: 42,
    startsAt: '2026-03-02T03:00:00.000Z',
    durationMinutes: 15,
    status: 'scheduled',
    patientId: 8,
    patientName: 'Olivia Papadopoulos-Whitfield',
    assessmentId: 12,
  },
];
