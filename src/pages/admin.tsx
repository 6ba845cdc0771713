import { Spin } from 'antd';
import type { HeadFC, PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../shared/hooks/useHydrated';
import { PageHead } from '../shared/layout/PageHead';
import { Themed } from '../shared/theme/Themed';

// The back-office is its own chunk, fetched only here: nothing of it ships with a shopper's page.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));

const shell = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}>
    <Spin aria-label="Đang tải trang quản trị" />
  </div>
);

/** `/admin` and, via gatsby-node's matchPath `/admin/*`, every back-office screen (client-only). */
export default function AdminPage({ location }: PageProps) {
  const hydrated = useHydrated();
  return (
    <Themed>
      {hydrated ? (
        <Suspense fallback={shell}>
          <AdminApp pathname={location.pathname} />
        </Suspense>
      ) : (
        shell
      )}
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => <PageHead title="Quản trị cửa hàng" pathname={location.pathname} noindex />;
