import { ApiBoundary } from '@telehealth/api';
import type { ComponentType } from 'react';

/**
 * A lazily loaded part of the app with the API around it. The app has no root ApiProvider, so that SWR and the hooks
 * load with the first part that needs them, not with the first page (see router.tsx).
 */
export function withApi<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  return function WithApi(props: Props) {
    return (
      <ApiBoundary>
        <Part {...props} />
      </ApiBoundary>
    );
  };
}
