import type { HeadFC, PageProps } from 'gatsby';
import { ProductHead, productBreadcrumbs } from '../features/product/components/ProductHead';
import { ProductView } from '../app/product/ProductView';
import { useLiveProduct } from '../features/product/useLiveProduct';
import { Layout } from '../shared/layout/Layout';
import { NotFound } from '../shared/layout/NotFound';
import type { ProductDetail } from '../../core/contracts/catalog';

/** Context given by gatsby-node: one page per product of the build-time snapshot. */
export interface ProductPageContext {
  link: string;
  product: ProductDetail;
}

export default function ProductTemplate({ location, pageContext }: PageProps<object, ProductPageContext>) {
  const live = useLiveProduct(pageContext.link, pageContext.product);
  const product = live.product ?? pageContext.product;
  if (live.notFound) {
    return (
      <Layout pathname={location.pathname}>
        <NotFound />
      </Layout>
    );
  }
  return (
    <Layout pathname={location.pathname} breadcrumbs={productBreadcrumbs(product)}>
      <ProductView product={product} />
    </Layout>
  );
}

export const Head: HeadFC<object, ProductPageContext> = ({ location, pageContext }) => (
  <ProductHead product={pageContext.product} pathname={location.pathname} />
);
