import { Pending, Skeleton } from './Pending';
import { vi } from '../i18n/vi';
import { ComingSoon, Layout } from './Layout';
import type { NavKey } from './navItems';

/**
 * A client-only page (account, checkout) before it has hydrated: the same markup on the server and at hydration,
 * whatever the real sub-path — a heading, a loading skeleton, and a word for browsers without JavaScript.
 */
export function PendingPage({ pathname, activeNav, title, className }: { pathname: string; activeNav: NavKey; title: string; className?: string }) {
  return (
    <Layout pathname={pathname} activeNav={activeNav} title={title}>
      <Pending>
        <div aria-busy="true" aria-label={vi.common.loading} role="status" className={className}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
      </Pending>
      <noscript>
        <ComingSoon>{vi.common.needsJavaScript}</ComingSoon>
      </noscript>
    </Layout>
  );
}

export default PendingPage;
