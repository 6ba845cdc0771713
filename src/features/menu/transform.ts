import type { MenuNode } from './types';
import type { MenuItem } from '../../../core/contracts/menu';

/**
 * A menu item as it may arrive: nested (`children` filled), flat (linked only
 * by `parentId`), or a mix of both. `children` may be missing or null.
 */
export type MenuItemInput = Omit<MenuItem, 'children' | 'logoUrl' | 'parentId'> & {
  logoUrl?: string | null;
  parentId?: number | null;
  children?: readonly MenuItemInput[] | null;
};

interface FlatItem {
  item: MenuItemInput;
  parentId: number | null;
}

/**
 * Turn `mainMenu` items into nested `{ title, link, logoUrl, children }`.
 *
 * Handles nested `children`, flat lists linked by `parentId`, and mixes of
 * both. Every id appears once (its first occurrence wins), order of first
 * appearance is preserved, and an item whose parent is unknown — or whose
 * parent chain loops — becomes a top-level entry.
 */
export function transformMenu(items: readonly MenuItemInput[] | null | undefined): MenuNode[] {
  const flat: FlatItem[] = [];
  const seen = new Set<number>();

  const visit = (item: MenuItemInput, nestedParent: number | null): void => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    // Nesting is the stronger signal; fall back to parentId for flat lists.
    flat.push({ item, parentId: nestedParent ?? item.parentId ?? null });
    for (const child of item.children ?? []) visit(child, item.id);
  };
  for (const item of items ?? []) visit(item, null);

  const parentOf = new Map<number, number | null>(flat.map(({ item, parentId }) => [item.id, parentId]));
  const nodes = new Map<number, MenuNode>(
    flat.map(({ item }) => [
      item.id,
      { title: item.name, link: normaliseLink(item.link), logoUrl: item.logoUrl ?? null, children: [] },
    ]),
  );

  const attachesToParent = (id: number): boolean => {
    const parentId = parentOf.get(id) ?? null;
    if (parentId === null || !nodes.has(parentId)) return false;
    // Walk up the chain: a loop would make the whole group unreachable.
    const chain = new Set<number>([id]);
    let current: number | null = parentId;
    while (current !== null) {
      if (chain.has(current)) return false;
      chain.add(current);
      const next: number | null = parentOf.get(current) ?? null;
      current = next !== null && nodes.has(next) ? next : null;
    }
    return true;
  };

  const roots: MenuNode[] = [];
  for (const { item, parentId } of flat) {
    const node = nodes.get(item.id);
    if (!node) continue;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent && attachesToParent(item.id)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Menu links are path segments (`vay-dam`); drop stray slashes and spaces. */
export function normaliseLink(link: string): string {
  return link.trim().replace(/^\/+|\/+$/g, '');
}

/** Every node of a tree, depth first, with its ancestors (root first). */
export function walkMenu(
  nodes: readonly MenuNode[],
  ancestors: readonly MenuNode[] = [],
): Array<{ node: MenuNode; ancestors: MenuNode[] }> {
  return nodes.flatMap((node) => [
    { node, ancestors: [...ancestors] },
    ...walkMenu(node.children, [...ancestors, node]),
  ]);
}
