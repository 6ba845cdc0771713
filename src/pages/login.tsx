import type { HeadFC, PageProps } from 'gatsby';
import { LoginForm } from '../features/user/components/LoginForm';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { PageHead } from '../shared/layout/PageHead';

export default function LoginPage({ location }: PageProps) {
  // The query (redirect) is only known in the browser; the server renders without it.
  const search = useHydrated() ? location.search : '';
  return (
    <Themed>
      <Layout pathname={location.pathname} title={vi.pages.login.title}>
        <LoginForm search={search} />
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.login.title} description={vi.pages.login.description} pathname={location.pathname} noindex />
);
