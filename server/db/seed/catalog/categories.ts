/** The fixed category tree (links are the storefront paths). */
import { type SeedCategory } from './types';

interface CategoryNode {
  link: string;
  name: string;
  children?: ReadonlyArray<{ link: string; name: string }>;
}

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    link: 'ao-dai',
    name: 'Áo dài',
    children: [
      { link: 'ao-dai-cuoi', name: 'Áo dài cưới' },
      { link: 'ao-dai-truyen-thong', name: 'Áo dài truyền thống' },
      { link: 'ao-dai-cach-tan', name: 'Áo dài cách tân' },
    ],
  },
  {
    link: 'dam-da-hoi',
    name: 'Đầm dạ hội',
    children: [
      { link: 'dam-da-hoi-dang-dai', name: 'Đầm dạ hội dáng dài' },
      { link: 'dam-da-hoi-dang-ngan', name: 'Đầm dạ hội dáng ngắn' },
    ],
  },
  { link: 'vay-cuoi', name: 'Váy cưới' },
  {
    link: 'vest',
    name: 'Vest',
    children: [
      { link: 'vest-nam', name: 'Vest nam' },
      { link: 'vest-nu', name: 'Vest nữ' },
    ],
  },
  { link: 'do-tre-em', name: 'Đồ trẻ em' },
  { link: 'tui-xach', name: 'Túi xách' },
  { link: 'giay', name: 'Giày' },
  {
    link: 'phu-kien',
    name: 'Phụ kiện',
    children: [
      { link: 'trang-suc', name: 'Trang sức' },
      { link: 'khan-choang', name: 'Khăn choàng' },
      { link: 'man-bang-do', name: 'Mấn & băng đô' },
    ],
  },
];

/** Flat list: each top-level category followed by its children. */
export function buildCategories(): SeedCategory[] {
  const out: SeedCategory[] = [];
  CATEGORY_TREE.forEach((top, i) => {
    const children = top.children ?? [];
    out.push({ link: top.link, name: top.name, parentLink: null, position: i + 1, imageKey: `c/${top.link}`, isLeaf: children.length === 0 });
    children.forEach((child, j) => {
      out.push({ link: child.link, name: child.name, parentLink: top.link, position: j + 1, imageKey: `c/${child.link}`, isLeaf: true });
    });
  });
  return out;
}
