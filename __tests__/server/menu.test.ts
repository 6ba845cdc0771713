import { menuItems } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers/test-server';

interface Item {
  id: number;
  name: string;
  link: string;
  logoUrl: string | null;
  parentId: number | null;
  children: Item[];
}

async function getMenu(server: TestServer): Promise<Item[]> {
  const response = await fetch(`${server.url}/v1/menu`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { items: Item[] }).items;
}

describe('GET /v1/menu', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('returns the seeded Vietnamese categories in order, children nested and ordered', async () => {
    const items = await getMenu(server);
    expect(items.map((item) => item.name)).toEqual([
      'Áo dài',
      'Đầm dạ hội',
      'Váy cưới',
      'Vest',
      'Đồ trẻ em',
      'Túi xách',
      'Giày',
      'Phụ kiện',
    ]);
    const aoDai = items[0]!;
    expect(aoDai).toMatchObject({ link: 'ao-dai', logoUrl: '/icons/menu/ao-dai.svg', parentId: null });
    expect(aoDai.children.map((child) => child.name)).toEqual(['Áo dài cưới', 'Áo dài truyền thống', 'Áo dài cách tân']);
    expect(aoDai.children.every((child) => child.parentId === aoDai.id && child.children.length === 0)).toBe(true);
    expect(items.find((item) => item.link === 'phu-kien')?.children.map((child) => child.link)).toEqual([
      'trang-suc',
      'khan-choang',
      'man-bang-do',
    ]);
    expect(items.find((item) => item.link === 'vay-cuoi')?.children).toEqual([]);
  });

  it('orders by position, not insertion, and keeps deeper levels when serialising', async () => {
    const { db } = server.database;
    const [first] = await db
      .insert(menuItems)
      .values({ name: 'Bộ sưu tập mới', link: 'bo-suu-tap-moi', position: -1 })
      .returning();
    const vestNam = (await getMenu(server)).find((item) => item.link === 'vest')!.children[0]!;
    await db.insert(menuItems).values([
      { name: 'Vest cưới', link: 'vest-cuoi', parentId: vestNam.id, position: 2 },
      { name: 'Vest công sở', link: 'vest-cong-so', parentId: vestNam.id, position: 1 },
    ]);

    const items = await getMenu(server);
    expect(items[0]).toMatchObject({ id: first!.id, name: 'Bộ sưu tập mới', children: [] });
    const grandchildren = items.find((item) => item.link === 'vest')!.children[0]!.children;
    expect(grandchildren.map((item) => [item.name, item.parentId])).toEqual([
      ['Vest công sở', vestNam.id],
      ['Vest cưới', vestNam.id],
    ]);
  });
});
