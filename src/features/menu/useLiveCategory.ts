import { useEffect, useState } from 'react';
import { fetchMenu } from './api';
import type { CategoryPageContext } from './components/CategoryView';
import { transformMenu, walkMenu } from './transform';

const CATEGORY_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * A category staff added since the last build has no page until the background rebuild writes one: the 404 page asks
 * the live menu whether its path is such a category (null while it asks, or when it is not).
 */
export function useLiveCategory(pathname: string): CategoryPageContext | null {
  const [found, setFound] = useState<CategoryPageContext | null>(null);
  useEffect(() => {
    const link = CATEGORY_PATH.exec(pathname)?.[1];
    setFound(null);
    if (!link) return;
    let live = true;
    fetchMenu()
      .then((items) => {
        const entry = walkMenu(transformMenu(items)).find(({ node }) => node.link === link);
        if (!live || !entry) return;
        const { node, ancestors } = entry;
        setFound({
          title: node.title,
          link: node.link,
          logoUrl: node.logoUrl,
          children: node.children.map((child) => ({ ...child, children: [] })),
          ancestors: ancestors.map((ancestor) => ({ title: ancestor.title, link: ancestor.link })),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return found;
}
