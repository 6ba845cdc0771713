import type { HeadFC, PageProps } from 'gatsby';
import { AccountView, accountTitle } from '../app/account/AccountView';
import { PageHead } from '../shared/layout/PageHead';

/** `/account` and, via gatsby-node's matchPath `/account/*`, every account sub-page (client-only). */
export default function AccountPage({ location }: PageProps) {
  return <AccountView pathname={location.pathname} />;
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={accountTitle(location.pathname)} pathname={location.pathname} noindex />
);
