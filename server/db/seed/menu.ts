import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menuItems } from '../schema';
import { assertLinksAllowed } from '../../shared/reserved-links';

export interface MenuSeedItem {
  name: string;
  link: string;
  children?: MenuSeedItem[];
}

/** The storefront's category menu. Top-level items get an icon at `/icons/menu/<link>.svg` (static/icons/menu). */
export const MENU_SEED: readonly MenuSeedItem[] = [
  {
    name: 'Áo dài',
    link: 'ao-dai',
    children: [
      { name: 'Áo dài cưới', link: 'ao-dai-cuoi' },
      { name: 'Áo dài truyền thống', link: 'ao-dai-truyen-thong' },
      { name: 'Áo dài cách tân', link: 'ao-dai-cach-tan' },
    ],
  },
  {
    name: 'Đầm dạ hội',
    link: 'dam-da-hoi',
    children: [
      { name: 'Đầm dạ hội dáng dài', link: 'dam-da-hoi-dang-dai' },
      { name: 'Đầm dạ hội dáng ngắn', link: 'dam-da-hoi-dang-ngan' },
    ],
  },
  { name: 'Váy cưới', link: 'vay-cuoi' },
  {
    name: 'Vest',
    link: 'vest',
    children: [
      { name: 'Vest nam', link: 'vest-nam' },
      { name: 'Vest nữ', link: 'vest-nu' },
    ],
  },
  { name: 'Đồ trẻ em', link: 'do-tre-em' },
  { name: 'Túi xách', link: 'tui-xach' },
  { name: 'Giày', link: 'giay' },
  {
    name: 'Phụ kiện',
    link: 'phu-kien',
    children: [
      { name: 'Trang sức', link: 'trang-suc' },
      { name: 'Khăn choàng', link: 'khan-choang' },
      { name: 'Mấn & băng đô', link: 'man-bang-do' },
    ],
  },
];

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
