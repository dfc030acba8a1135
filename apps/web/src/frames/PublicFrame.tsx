import { PageShell } from '@telehealth/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageStatus } from './FullPageStatus';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The public site: header, the page (loaded lazily), footer. While the page's code loads, the header shows with
 * the status and no footer: a footer drawn under the status would jump down when the page arrives (a layout
 * shift), so the footer comes with the page.
 */
export function PublicFrame() {
  return (
    <Suspense
      fallback={
        <PageShell header={<SiteHeader />}>
          <FullPageStatus label="Loading application..." />
        </PageShell>
      }
    >
      <PageShell header={<SiteHeader />} footer={<SiteFooter />}>
        <Outlet />
      </PageShell>
    </Suspense>
  );
}
