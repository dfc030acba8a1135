import { createContext, useContext } from 'react';
import type { Params } from 'react-router';

/** The parameters of the admin management path that matched (`{ id: '6' }` for `/admin/patients/:id`). */
export const ManagementParamsContext = createContext<Params>({});

/**
 * `useParams` for the admin management pages: the router matches them all with one `/admin/*` entry, and
 * AdminManagementPage matches the page's own path, whose parameters this returns.
 */
export function useManagementParams<Key extends string = string>(): Readonly<Partial<Record<Key, string>>> {
  return useContext(ManagementParamsContext) as Readonly<Partial<Record<Key, string>>>;
}
