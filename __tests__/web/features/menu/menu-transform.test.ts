import { normaliseLink, transformMenu, walkMenu, type MenuItemInput } from '../../../../src/features/menu/transform';
import type { MenuItem } from '../../../../core/contracts/menu';

const item = (id: number, name: string, parentId: number | null = null, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  link: name.toLowerCase().replace(/\s+/g, '-'),
  logoUrl: `/icons/menu/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  parentId,
  children,
});

const titles = (nodes: ReturnType<typeof transformMenu>): unknown =>
  nodes.map((node) => (node.children.length ? { [node.title]: titles(node.children) } : node.title));

describe('transformMenu', () => {
  it('maps nested items to title/link/logoUrl/children', () => {
    const menu = [item(1, 'Vay', null, [item(2, 'Vay dai', 1), item(3, 'Vay ngan', 1)]), item(4, 'Ao dai')];
    expect(transformMenu(menu)).toEqual([
      {
        title: 'Vay',
        link: 'vay',
        logoUrl: '/icons/menu/vay.svg',
        children: [
          { title: 'Vay dai', link: 'vay-dai', logoUrl: '/icons/menu/vay-dai.svg', children: [] },
          { title: 'Vay ngan', link: 'vay-ngan', logoUrl: '/icons/menu/vay-ngan.svg', children: [] },
        ],
      },
      { title: 'Ao dai', link: 'ao-dai', logoUrl: '/icons/menu/ao-dai.svg', children: [] },
    ]);
  });

  it('builds the tree from a flat list linked by parentId, keeping order', () => {
    const flat: MenuItemInput[] = [
      { id: 3, name: 'Con B', link: 'con-b', logoUrl: null, parentId: 1 },
      { id: 1, name: 'Cha', link: 'cha', logoUrl: null, parentId: null },
      { id: 4, name: 'Chau', link: 'chau', logoUrl: null, parentId: 3 },
      { id: 2, name: 'Con A', link: 'con-a', logoUrl: null, parentId: 1 },
      { id: 5, name: 'Khac', link: 'khac', logoUrl: null, parentId: null },
    ];
    expect(titles(transformMenu(flat))).toEqual([{ Cha: [{ 'Con B': ['Chau'] }, 'Con A'] }, 'Khac']);
  });

  it('handles a mix of nested children and flat parentId links without duplicates', () => {
    const mixed = [
      item(1, 'Vay', null, [item(2, 'Vay dai', 1)]),
      item(3, 'Vay ngan', 1), // flat child of 1
      item(2, 'Vay dai', 1), // duplicate of a nested item
      item(5, 'Dam', null, [item(6, 'Dam cuoi', 5, [item(7, 'Dam cuoi tre', 6)])]),
      item(7, 'Dam cuoi tre', 6), // duplicate, deeper
    ];
    const tree = transformMenu(mixed);
    expect(titles(tree)).toEqual([
      { Vay: ['Vay dai', 'Vay ngan'] },
      { Dam: [{ 'Dam cuoi': ['Dam cuoi tre'] }] },
    ]);
    expect(walkMenu(tree)).toHaveLength(6);
  });

  it('nesting wins over a stale parentId', () => {
    const tree = transformMenu([item(1, 'A', null, [item(2, 'B', 99)]), item(3, 'C')]);
    expect(titles(tree)).toEqual([{ A: ['B'] }, 'C']);
  });

  it('puts items whose parent is unknown, or whose parents loop, at the top level', () => {
    const tree = transformMenu([
      { id: 1, name: 'Mo coi', link: 'mo-coi', parentId: 42 },
      { id: 2, name: 'X', link: 'x', parentId: 3 },
      { id: 3, name: 'Y', link: 'y', parentId: 2 },
    ]);
    expect(titles(tree)).toEqual(['Mo coi', 'X', 'Y']);
    expect(tree[0]?.logoUrl).toBeNull();
  });

  it('tolerates missing or null children and empty input', () => {
    expect(transformMenu(undefined)).toEqual([]);
    expect(transformMenu(null)).toEqual([]);
    expect(transformMenu([{ id: 1, name: 'A', link: '/a/', logoUrl: null, parentId: null, children: null }])).toEqual([
      { title: 'A', link: 'a', logoUrl: null, children: [] },
    ]);
  });
});

describe('normaliseLink / walkMenu', () => {
  it('trims slashes and spaces', () => {
    expect(normaliseLink(' /vay-dam/ ')).toBe('vay-dam');
  });

  it('walks depth first with ancestors', () => {
    const tree = transformMenu([item(1, 'A', null, [item(2, 'B', 1, [item(3, 'C', 2)])])]);
    expect(walkMenu(tree).map(({ node, ancestors }) => [node.title, ancestors.map((a) => a.title)])).toEqual([
      ['A', []],
      ['B', ['A']],
      ['C', ['A', 'B']],
    ]);
  });
});
