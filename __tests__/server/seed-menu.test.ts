import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { catalogSnapshot } from '../../server/modules/snapshot/snapshot';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { menuItems } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { MENU_SEED, allMenuSeedLinks, menuIconUrl } from '../../server/db/seed/menu';
import { LINK_PATTERN, RESERVED_LINKS, assertLinksAllowed } from '../../server/shared/reserved-links';
import { REPO_ROOT } from './helpers/child-process';

describe('menu seed data', () => {
  const links = allMenuSeedLinks();

  it('uses ASCII slugs that avoid every reserved route name', () => {
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      expect(link).toMatch(LINK_PATTERN);
      expect(RESERVED_LINKS).not.toContain(link);
    }
    expect(new Set(links).size).toBe(links.length);
    expect(() => assertLinksAllowed(links)).not.toThrow();
  });

  it.each(['home', 'account', 'product', 'v1', 'f-menu', 'page-data', 'static', 'images'])(
    'the check throws for the reserved name %s',
    (reserved) => {
      expect(() => assertLinksAllowed([...links, reserved])).toThrow(/reserved/);
    },
  );

  it('the check also throws for diacritics, slashes and duplicates', () => {
    expect(() => assertLinksAllowed(['áo-dài'])).toThrow(/slug/);
    expect(() => assertLinksAllowed(['ao-dai/cuoi'])).toThrow(/slug/);
    expect(() => assertLinksAllowed(['ao-dai', 'ao-dai'])).toThrow(/twice/);
  });

  it('has an icon in static/icons/menu for every top-level item', () => {
    for (const item of MENU_SEED) {
      const file = path.join(REPO_ROOT, 'static', menuIconUrl(item.link));
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      expect(svg).toContain('#B0264F');
      expect(svg).toContain('#FCEFF3');
      expect(svg).not.toMatch(/<text/);
    }
  });
});

describe('seeding and the catalogue snapshot', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('seeds an empty menu once, then leaves it alone', async () => {
    expect((await seedDatabase(database)).seeded).toEqual(expect.arrayContaining(['menu', 'catalog', 'content']));
    expect(await seedDatabase(database)).toEqual({ seeded: [], withheld: false });
    const rows = await database.db.select().from(menuItems);
    expect(rows).toHaveLength(allMenuSeedLinks().length);
  });

  it('gives a stable fingerprint that changes with the catalogue', async () => {
    const first = await catalogSnapshot(database);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(first.menu).toHaveLength(MENU_SEED.length);
    expect((await catalogSnapshot(database)).fingerprint).toBe(first.fingerprint);

    await database.db.update(menuItems).set({ name: 'Giày cao gót' }).where(eq(menuItems.link, 'giay'));
    const renamed = await catalogSnapshot(database);
    expect(renamed.fingerprint).not.toBe(first.fingerprint);
    expect(renamed.menu.find((item) => item.link === 'giay')?.name).toBe('Giày cao gót');
  });

  it('is deterministic: two fresh databases give the same snapshot', async () => {
    const other = await openDatabase({ memory: true });
    const another = await openDatabase({ memory: true });
    try {
      for (const db of [other, another]) {
        await migrateDatabase(db);
        await seedDatabase(db);
      }
      expect(await catalogSnapshot(other)).toEqual(await catalogSnapshot(another));
    } finally {
      await other.close();
      await another.close();
    }
  });
});
