import type { HeadFC, PageProps } from 'gatsby';
import type { MembershipPackage } from '../../core/contracts/membership';
import { MembershipView } from '../features/membership/components/MembershipView';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';

/** Context added by gatsby-node: the packages on sale when the site was built. */
export interface MembershipPageContext {
  packages?: MembershipPackage[];
}

export default function MembershipPage({ location, pageContext }: PageProps<object, MembershipPageContext>) {
  return (
    <Layout pathname={location.pathname} title={vi.pages.membership.title}>
      <MembershipView prerendered={pageContext.packages ?? null} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.membership.title} description={vi.pages.membership.description} pathname={location.pathname} />
);
