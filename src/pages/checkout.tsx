import type { HeadFC, PageProps } from 'gatsby';
import { CheckoutView, checkoutTitle } from '../app/checkout/CheckoutView';
import { PageHead } from '../shared/layout/PageHead';

/** `/checkout` and, via gatsby-node's matchPath `/checkout/*`, cart, payment, order-success (client-only). */
export default function CheckoutPage({ location }: PageProps) {
  return <CheckoutView pathname={location.pathname} />;
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={checkoutTitle(location.pathname)} pathname={location.pathname} noindex />
);
