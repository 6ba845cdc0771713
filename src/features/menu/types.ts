/**
 * Menu shapes shared by the build (gatsby-node) and the browser.
 * Kept free of server imports: the API and the build-time catalogue both
 * produce `MenuItem`, the UI consumes `MenuNode`.
 */
import type { ProductList } from '../../../core/contracts/catalog';
import type { MenuItem } from '../../../core/contracts/menu';

/** The build-time catalogue file read by gatsby-node (`CATALOG_FILE`). */
export interface CatalogFile {
  fingerprint: string;
  menu: MenuItem[];
}

/** A menu entry as the UI uses it (nested title/link/logoUrl). */
export interface MenuNode {
  title: string;
  link: string;
  logoUrl: string | null;
  children: MenuNode[];
}

/** State of the menu module. */
export interface MenuState {
  items: MenuNode[];
  loaded: boolean;
  error: string | null;
}

/** A category page's data: gatsby-node's context for a built page, or the live menu's for a category added since. */
export interface CategoryPageContext {
  title: string;
  link: string;
  logoUrl: string | null;
  /** Direct children (their own children dropped). */
  children: MenuNode[];
  /** Parent categories, top-level first. */
  ancestors: Array<{ title: string; link: string }>;
  /** The default view's first page (newest, 30 items) with facets, for SEO and no-JS; absent for a live one. */
  firstPage?: ProductList | null;
}
