import { AccountHelpLinks } from '../../features/content/components/AccountHelpLinks';
import { RequireAuth } from '../../features/user/components/RequireAuth';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';
import { AccountHome } from './AccountHome';

/** `/account` once hydrated (loaded by ./AccountView after the first paint): plain HTML and CSS, no antd. */
export default function AccountHomeScreen({ pathname }: { pathname: string }) {
  return (
    <Layout pathname={pathname} activeNav="account" title={vi.pages.account.title}>
      <RequireAuth>
        <AccountHome />
      </RequireAuth>
      <AccountHelpLinks />
    </Layout>
  );
}
