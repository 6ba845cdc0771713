import type { HeadFC, PageProps } from 'gatsby';
import { AuthSkeleton } from '../features/user/components/RequireAuth';
import { ResetPasswordForm } from '../features/user/components/PasswordForms';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { PageHead } from '../shared/layout/PageHead';

export default function ResetPasswordPage({ location }: PageProps) {
  // The token lives in the query, known only in the browser.
  const hydrated = useHydrated();
  return (
    <Themed>
      <Layout pathname={location.pathname} title={vi.pages.resetPassword.title}>
        {hydrated ? <ResetPasswordForm search={location.search} /> : <AuthSkeleton />}
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.resetPassword.title} description={vi.pages.resetPassword.description} pathname={location.pathname} noindex />
);
