import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { ManagementParamsContext } from '../../../features/admin-lists/managementParams';
import { FullPageStatus } from '../../../frames/FullPageStatus';
import NotFoundPage from '../../NotFoundPage';
import { managementPages } from './pages';

const patterns = Object.entries(managementPages);

/**
 * Every admin management route (journeys §7) goes through this one lazily loaded part: the router has a single
 * `/admin/*` entry for them (the first load carries neither their paths nor one dynamic import each), and this part
 * matches the address against the pages' own table, handing the page its parameters (`useManagementParams`). An
 * admin address that no page claims is not found, inside the admin frame.
 */
export default function AdminManagementPage() {
  const { pathname } = useLocation();
  for (const [pattern, Page] of patterns) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    return (
      <ManagementParamsContext.Provider value={match.params}>
        <Suspense fallback={<FullPageStatus label="Loading..." />}>
          <Page key={pattern} />
        </Suspense>
      </ManagementParamsContext.Provider>
    );
  }
  return <NotFoundPage />;
}
