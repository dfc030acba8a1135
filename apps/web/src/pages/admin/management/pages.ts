import type { ComponentType, LazyExoticComponent } from 'react';
import { operationsPages } from './operations';
import { peoplePages } from './people';
import { reportsPages } from './reports';

/**
 * The admin management screens of one area (journeys §7), by the path the router table declares
 * (`/admin/patients/:id`, see routes/table.ts). Each page is its own lazily loaded chunk and reads its parameters
 * with `useManagementParams`.
 */
export type ManagementPages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

/** Every admin management page, by path. */
export const managementPages: ManagementPages = { ...peoplePages, ...operationsPages, ...reportsPages };
