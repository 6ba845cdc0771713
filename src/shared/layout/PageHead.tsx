import { graphql, useStaticQuery } from 'gatsby';
import type { ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { brand } from '../theme/theme';

interface SiteMetadataQuery {
  site: { siteMetadata: { siteUrl: string; description: string } } | null;
}

export interface PageHeadProps {
  /** The page's own title; the brand is appended ("<page> | Thuê Đồ"). */
  title: string;
  description?: string;
  /** The path being rendered (Head's `location.pathname`). */
  pathname: string;
  /** Canonical path when it differs from `pathname` (e.g. `/` → `/home`). */
  canonicalPath?: string;
  /** Keep private or placeholder pages out of search results. */
  noindex?: boolean;
  /** Open Graph type (default `website`; product pages use `product`). */
  ogType?: string;
  /** Absolute Open Graph image URL. */
  ogImage?: string;
  children?: ReactNode;
}

export function formatTitle(title: string): string {
  return title && title !== vi.brand.name ? `${title} | ${vi.brand.name}` : vi.brand.name;
}

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function useSiteMetadata(): SiteMetadataQuery {
  return useStaticQuery<SiteMetadataQuery>(graphql`
    query PageHeadSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          description
        }
      }
    }
  `);
}

/** The site's absolute base URL (siteMetadata.siteUrl, no trailing slash). */
export function useSiteUrl(): string {
  return (useSiteMetadata().site?.siteMetadata.siteUrl ?? '').replace(/\/+$/, '');
}

/** Head API helper: title, description, canonical, theme colour, Open Graph. */
export function PageHead({ title, description, pathname, canonicalPath, noindex = false, ogType = 'website', ogImage, children }: PageHeadProps) {
  const data = useSiteMetadata();
  const siteUrl = (data.site?.siteMetadata.siteUrl ?? '').replace(/\/+$/, '');
  const metaDescription = description ?? data.site?.siteMetadata.description ?? vi.brand.description;
  const fullTitle = formatTitle(title);
  const canonical = `${siteUrl}${trimPath(canonicalPath ?? pathname)}`;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="theme-color" content={brand.primary} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={vi.brand.name} />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      {ogImage ? <meta property="og:image" content={ogImage} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {children}
    </>
  );
}

export default PageHead;
