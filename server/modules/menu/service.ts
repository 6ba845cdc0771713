import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { MenuItemDto } from '../../../src/shared/api-types/menu';

export type { MenuItemDto };

/** The whole menu as a tree: top-level items by position, each with its children by position. */
export async function listMenu(db: Db): Promise<MenuItemDto[]> {
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

  const byId = new Map<number, MenuItemDto>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: MenuItemDto[] = [];
  for (const item of byId.values()) {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
