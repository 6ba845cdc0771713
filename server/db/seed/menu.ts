import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menuItems } from '../schema';
import { assertLinksAllowed } from '../../shared/reserved-links';
import { CATEGORY_TREE } from './catalog/categories';

export interface MenuSeedItem {
  name: string;
  link: string;
  children?: MenuSeedItem[];
}

/**
 * The storefront's category menu IS the catalogue's category tree (same links, names and order).
 * Top-level items get an icon at `/icons/menu/<link>.svg` (static/icons/menu); children have none.
 */
export const MENU_SEED: readonly MenuSeedItem[] = CATEGORY_TREE.map((top) => ({
  name: top.name,
  link: top.link,
  ...(top.children?.length ? { children: top.children.map((child) => ({ name: child.name, link: child.link })) } : {}),
}));

export function menuIconUrl(link: string): string {
  return `/icons/menu/${link}.svg`;
}

export function allMenuSeedLinks(items: readonly MenuSeedItem[] = MENU_SEED): string[] {
  return items.flatMap((item) => [item.link, ...allMenuSeedLinks(item.children ?? [])]);
}

/** Insert the menu when `menu_items` is empty. Returns whether it seeded. */
export async function seedMenu(db: Db): Promise<boolean> {
  assertLinksAllowed(allMenuSeedLinks());
  return db.transaction(async (tx) => {
    // Several server instances may start together on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:menu_items'))`);
    const [existing] = await tx.select({ total: count() }).from(menuItems);
    if ((existing?.total ?? 0) > 0) return false;

    for (const [position, item] of MENU_SEED.entries()) {
      const [parent] = await tx
        .insert(menuItems)
        .values({ name: item.name, link: item.link, logoUrl: menuIconUrl(item.link), position })
        .returning({ id: menuItems.id });
      const children = item.children ?? [];
      if (!parent || children.length === 0) continue;
      await tx.insert(menuItems).values(
        children.map((child, childPosition) => ({
          name: child.name,
          link: child.link,
          parentId: parent.id,
          position: childPosition,
        })),
      );
    }
    return true;
  });
}
