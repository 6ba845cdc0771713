/** The category tree (= the menu): small, read per request and indexed in memory. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';

export interface CategoryNode {
  id: number;
  link: string;
  name: string;
  parentId: number | null;
}

export class CategoryTree {
  readonly byId: ReadonlyMap<number, CategoryNode>;
  readonly byLink: ReadonlyMap<string, CategoryNode>;
  private readonly children = new Map<number, CategoryNode[]>();

  constructor(readonly nodes: readonly CategoryNode[]) {
    this.byId = new Map(nodes.map((n) => [n.id, n]));
    this.byLink = new Map(nodes.map((n) => [n.link, n]));
    for (const node of nodes) {
      if (node.parentId === null) continue;
      const list = this.children.get(node.parentId) ?? [];
      list.push(node);
      this.children.set(node.parentId, list);
    }
  }

  /** The ids of a category and all its descendants. */
  subtreeIds(id: number): number[] {
    const out: number[] = [];
    const stack = [id];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      out.push(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return out;
  }

  /** Root → leaf. */
  trail(id: number): Array<{ link: string; name: string }> {
    const out: Array<{ link: string; name: string }> = [];
    const seen = new Set<number>();
    let node = this.byId.get(id);
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      out.unshift({ link: node.link, name: node.name });
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return out;
  }

  /** The top-level ancestor's id (itself for a root). */
  rootId(id: number): number {
    const seen = new Set<number>();
    let node = this.byId.get(id);
    while (node && node.parentId !== null && !seen.has(node.id)) {
      seen.add(node.id);
      const parent = this.byId.get(node.parentId);
      if (!parent) break;
      node = parent;
    }
    return node?.id ?? id;
  }
}

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  const rows = await db
    .select({ id: menuItems.id, link: menuItems.link, name: menuItems.name, parentId: menuItems.parentId })
    .from(menuItems)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return new CategoryTree(rows);
}
