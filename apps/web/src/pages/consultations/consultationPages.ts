import type { ComponentType } from 'react';
import type { ConsultationAreaPath } from '../../routes/table';

/** The page of each consultation path (routes/table.ts), loaded on the first visit to one. */
export const consultationPages = {
  '/consultations/:appointmentId': () => import('./ConsultationPage'),
} as const satisfies Record<ConsultationAreaPath, () => Promise<{ default: ComponentType }>>;
