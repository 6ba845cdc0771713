/**
 * Size guides for the clothes categories, as Vietnamese rental shops print them (body measurements in cm, weight in
 * kg). A sub-category without its own uses its parent's (Áo dài cưới → Áo dài). A starting point the shop edits.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menuItems, sizeGuides } from '../schema';
import type { SizeGuideTable } from '../../../core/contracts/size-guide';

const WOMEN: SizeGuideTable = {
  columns: ['Ngực', 'Eo', 'Mông', 'Chiều cao (cm)', 'Cân nặng (kg)'],
  rows: [
    { size: 'S', values: ['78–82', '60–64', '84–88', '150–155', '40–45'] },
    { size: 'M', values: ['82–86', '64–68', '88–92', '155–160', '45–50'] },
    { size: 'L', values: ['86–90', '68–72', '92–96', '160–165', '50–56'] },
    { size: 'XL', values: ['90–95', '72–77', '96–100', '163–170', '56–62'] },
  ],
};

export const SIZE_GUIDE_SEED: Readonly<Record<string, SizeGuideTable>> = {
  'ao-dai': {
    columns: ['Ngực', 'Eo', 'Mông', 'Dài áo', 'Chiều cao (cm)'],
    rows: [
      { size: 'S', values: ['78–82', '60–64', '84–88', '128', '150–155'] },
      { size: 'M', values: ['82–86', '64–68', '88–92', '132', '155–160'] },
      { size: 'L', values: ['86–90', '68–72', '92–96', '136', '160–165'] },
      { size: 'XL', values: ['90–95', '72–77', '96–100', '140', '163–170'] },
    ],
  },
  'dam-da-hoi': WOMEN,
  'vay-cuoi': {
    columns: ['Ngực', 'Eo', 'Mông', 'Chiều cao (cm)'],
    rows: [
      { size: 'S', values: ['78–82', '60–64', '84–88', '150–156'] },
      { size: 'M', values: ['82–86', '64–68', '88–92', '155–161'] },
      { size: 'L', values: ['86–90', '68–72', '92–96', '160–166'] },
      { size: 'XL', values: ['90–95', '72–77', '96–100', '164–170'] },
    ],
  },
  'vest-nu': WOMEN,
  'vest-nam': {
    columns: ['Ngực', 'Eo', 'Vai', 'Chiều cao (cm)', 'Cân nặng (kg)'],
    rows: [
      { size: 'S', values: ['86–90', '72–76', '42', '160–166', '50–57'] },
      { size: 'M', values: ['90–94', '76–80', '44', '166–171', '57–64'] },
      { size: 'L', values: ['94–98', '80–85', '46', '171–176', '64–72'] },
      { size: 'XL', values: ['98–104', '85–91', '48', '176–182', '72–80'] },
    ],
  },
};

/** Inserts the guides of the seeded categories there are when no category has one yet. */
export async function seedSizeGuides(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:size_guides'))`);
    const [existing] = await tx.select({ total: count() }).from(sizeGuides);
    if ((existing?.total ?? 0) > 0) return false;
    const categories = await tx.select({ id: menuItems.id, link: menuItems.link }).from(menuItems).where(inArray(menuItems.link, Object.keys(SIZE_GUIDE_SEED)));
    if (categories.length === 0) return false;
    await tx.insert(sizeGuides).values(categories.map((category) => ({ categoryId: category.id, ...SIZE_GUIDE_SEED[category.link]! })));
    return true;
  });
}
