import type { HeadFC, PageProps } from 'gatsby';
import { MembershipView } from '../features/membership/components/MembershipView';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';

export default function MembershipPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} title={vi.pages.membership.title}>
      <MembershipView />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.membership.title} description={vi.pages.membership.description} pathname={location.pathname} />
);
