import type { HeadFC, PageProps } from 'gatsby';
import { RegisterForm } from '../features/user/components/RegisterForm';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';

export default function RegisterPage({ location }: PageProps) {
  const search = useHydrated() ? location.search : '';
  return (
    <Layout pathname={location.pathname} title={vi.pages.register.title}>
      <RegisterForm search={search} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.register.title} description={vi.pages.register.description} pathname={location.pathname} noindex />
);
