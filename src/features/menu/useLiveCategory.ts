import { useEffect, useState } from 'react';
import { get } from '../../shared/api/http';
import type { CategoryPageContext } from './types';
import type { Menu, MenuItem } from '../../../core/contracts/menu';

const CATEGORY_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The menu entry with that link and its parents. */
function findCategory(items: readonly MenuItem[], link: string, ancestors: MenuItem[] = []): { item: MenuItem; ancestors: MenuItem[] } | null {
  for (const item of items) {
    if (item.link === link) return { item, ancestors };
    const found = findCategory(item.children, link, [...ancestors, item]);
    if (found) return found;
  }
  return null;
}

/**
 * A category staff added since the last build has no page until the background rebuild writes one: the 404 page asks
 * the live menu whether its path is such a category (null while it asks, or when it is not). It reads /v1/menu itself
 * rather than through ./api and ./transform: sharing those with this page would split them out of every page's bundle.
 */
export function useLiveCategory(pathname: string): CategoryPageContext | null {
  const [found, setFound] = useState<CategoryPageContext | null>(null);
  useEffect(() => {
    const link = CATEGORY_PATH.exec(pathname)?.[1];
    setFound(null);
    if (!link) return;
    let live = true;
    get<Menu>('/v1/menu')
      .then(({ items }) => {
        const entry = findCategory(items ?? [], link);
        if (!live || !entry) return;
        const { item, ancestors } = entry;
        setFound({
          title: item.name,
          link: item.link,
          logoUrl: item.logoUrl,
          children: item.children.map((child) => ({ title: child.name, link: child.link, logoUrl: child.logoUrl, children: [] })),
          ancestors: ancestors.map((ancestor) => ({ title: ancestor.name, link: ancestor.link })),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return found;
}
