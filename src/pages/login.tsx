import type { HeadFC, PageProps } from 'gatsby';
import { LoginForm } from '../features/user/components/LoginForm';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';

export default function LoginPage({ location }: PageProps) {
  // The query (redirect) is only known in the browser; the server renders without it.
  const search = useHydrated() ? location.search : '';
  return (
    <Layout pathname={location.pathname} title={vi.pages.login.title}>
      <LoginForm search={search} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.login.title} description={vi.pages.login.description} pathname={location.pathname} noindex />
);
