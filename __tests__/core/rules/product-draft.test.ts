/** The product-draft rule, worked examples: what the back-office form's checklist shows and the server refuses. */
import { DRAFT_MESSAGES, draftProblems, linkFromName, publishProblems, type ProductDraft } from '../../../core/rules/product-draft';

const dress: ProductDraft = {
  name: 'Áo dài lụa Hạ Long',
  type: 'PRODUCT_TYPE_RENTABLE',
  originalPrice: 0,
  salePrice: 0,
  originalRentalPrice: 450_000,
  rentalPrice: 350_000,
  membershipRentalPrice: 300_000,
  depositPrice: 1_000_000,
  stock: 2,
};

describe('draftProblems', () => {
  test('a consistent rental saves', () => {
    expect(draftProblems(dress)).toEqual([]);
  });

  test('a list price may not be below the price (equal: no discount shown), a member price must be below the rental price; 0 means none', () => {
    expect(draftProblems({ ...dress, originalRentalPrice: 340_000 })).toEqual([DRAFT_MESSAGES.originalBelowRental]);
    expect(draftProblems({ ...dress, originalRentalPrice: 350_000 })).toEqual([]);
    expect(draftProblems({ ...dress, membershipRentalPrice: 350_000 })).toEqual([DRAFT_MESSAGES.memberAboveRental]);
    expect(draftProblems({ ...dress, originalRentalPrice: 0, membershipRentalPrice: 0 })).toEqual([]);
    const sale = { ...dress, type: 'PRODUCT_TYPE_SALABLE' as const, salePrice: 900_000, originalPrice: 800_000 };
    expect(draftProblems(sale)).toEqual([DRAFT_MESSAGES.originalBelowSale]);
    // A sale-only product's rental prices are not its business.
    expect(draftProblems({ ...sale, originalPrice: 1_200_000, originalRentalPrice: 1 })).toEqual([]);
  });

  test('a name of spaces is no name', () => {
    expect(draftProblems({ ...dress, name: '   ' })).toEqual([DRAFT_MESSAGES.noName]);
  });
});

describe('publishProblems', () => {
  test('a rental needs its rental price and a photo; one offered both ways needs both prices', () => {
    expect(publishProblems(dress, 2)).toEqual([]);
    expect(publishProblems(dress, 0)).toEqual([DRAFT_MESSAGES.noPhoto]);
    expect(publishProblems({ ...dress, rentalPrice: 0, originalRentalPrice: 0, membershipRentalPrice: 0 }, 1)).toEqual([DRAFT_MESSAGES.noRentalPrice]);
    expect(publishProblems({ ...dress, type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE' }, 1)).toEqual([DRAFT_MESSAGES.noSalePrice]);
    expect(publishProblems({ ...dress, type: 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE', salePrice: 2_500_000 }, 1)).toEqual([]);
  });
});

describe('linkFromName', () => {
  test.each([
    ['Áo dài lụa Hạ Long', 'ao-dai-lua-ha-long'],
    ['Đầm dạ hội ĐỎ ĐÔ', 'dam-da-hoi-do-do'],
    ['  Vest nữ — oversize (be) 2026 ', 'vest-nu-oversize-be-2026'],
    ['!!!', ''],
  ])('%j → %j', (name, link) => {
    expect(linkFromName(name)).toBe(link);
  });

  test('at most 80 characters, never ending in a hyphen', () => {
    const link = linkFromName('Váy '.repeat(40));
    expect(link.length).toBeLessThanOrEqual(80);
    expect(link.endsWith('-')).toBe(false);
  });
});
