import { PageShell } from '@telehealth/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageStatus } from './FullPageStatus';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The public site: header, the page (loaded lazily), footer. */
export function PublicFrame() {
  return (
    <PageShell header={<SiteHeader />} footer={<SiteFooter />}>
      <Suspense fallback={<FullPageStatus label="Loading application..." />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
