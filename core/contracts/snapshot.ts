/** The build-time catalogue file (CATALOG_FILE): written by the server's snapshot, read by gatsby-node and the pages. */
import type { ProductCard, ProductDetail, ProductList } from './catalog';
import type { ContentPage } from './content';
import type { Banner, Collection } from './home';
import type { MembershipPackage } from './membership';
import type { MenuItem } from './menu';

export type SnapshotCollection = Pick<Collection, 'type' | 'key' | 'title' | 'description'> & { items: ProductCard[] };

/** What a pre-rendered listing embeds: the first page the API gives for the same view (the same code made it). */
export interface SnapshotListings {
  /** `GET /v1/product/list?kind=cat&link=<link>` for every category of the menu. */
  categories: Record<string, ProductList>;
  /** `GET /v1/product/list?kind=prod&filter=sale` (/onsale). */
  sale: ProductList;
}

export interface CatalogSnapshot {
  fingerprint: string;
  menu: MenuItem[];
  /** The products pre-rendered (the best sellers, up to PRERENDER_PRODUCTS), ordered by id, with their related products. */
  products: ProductDetail[];
  /** The banners running at snapshot time. */
  banners: Banner[];
  collections: SnapshotCollection[];
  /** The shop's content pages (guides, policies, about us), bodies already sanitised. */
  pages: ContentPage[];
  listings: SnapshotListings;
  /** The membership packages on sale (/member-ship), in the owner's order. */
  packages: MembershipPackage[];
}
