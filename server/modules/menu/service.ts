import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { MenuItem } from '../../../core/contracts/menu';

export type { MenuItem };

/** The whole menu as a tree: top-level items by position, each with its children by position. */
export async function listMenu(db: Db): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      link: menuItems.link,
      logoUrl: menuItems.logoUrl,
      parentId: menuItems.parentId,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.position), asc(menuItems.id));

  const byId = new Map<number, MenuItem>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: MenuItem[] = [];
  for (const item of byId.values()) {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
