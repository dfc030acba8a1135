// The admin people screens' hooks (docs/product/admin.md). The reads and the other writes are `api.adminPeople.*`
// and `api.session.passwordLink` / `setPassword`.
import { useEndpointMutation } from './endpoint';

/**
 * `POST /api/admin/practitioners/{id}/activate` or `/deactivate`: `{ id, active }`.
 * Kept by hand: two endpoints behind one switch, so the screen names the state it wants, not the endpoint.
 */
export function useSetPractitionerActive() {
  const activate = useEndpointMutation('activatePractitioner', (id: number) => ({ params: { id } }));
  const deactivate = useEndpointMutation('deactivatePractitioner', (id: number) => ({ params: { id } }));
  return {
    trigger: ({ id, active }: { id: number; active: boolean }) =>
      active ? activate.trigger(id) : deactivate.trigger(id),
    isMutating: activate.isMutating || deactivate.isMutating,
    error: activate.error ?? deactivate.error,
  };
}

/**
 * `POST /api/admin/content-writers/{id}/disable` or `/enable`: `{ id, enabled }`. Disabling signs them out.
 * Kept by hand: two endpoints behind one switch, as the practitioner's above.
 */
export function useSetContentWriterEnabled() {
  const enable = useEndpointMutation('enableContentWriter', (id: number) => ({ params: { id } }));
  const disable = useEndpointMutation('disableContentWriter', (id: number) => ({ params: { id } }));
  return {
    trigger: ({ id, enabled }: { id: number; enabled: boolean }) =>
      enabled ? enable.trigger(id) : disable.trigger(id),
    isMutating: enable.isMutating || disable.isMutating,
    error: enable.error ?? disable.error,
  };
}
