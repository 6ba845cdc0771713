import { graphql, useStaticQuery } from 'gatsby';
import type { ContentLink } from './types';

interface ContentLinksQuery {
  allContentLink?: { nodes: ContentLink[] } | null;
}

/**
 * The content pages for the footer and the account menu, from the build-time catalogue
 * (gatsby-node `sourceNodes` makes one `ContentLink` node per page, in the API's order).
 */
export function useContentLinks(): ContentLink[] {
  const data = useStaticQuery<ContentLinksQuery>(graphql`
    query ContentLinks {
      allContentLink(sort: { position: ASC }) {
        nodes {
          group
          path
          title
        }
      }
    }
  `);
  return data?.allContentLink?.nodes ?? [];
}
