/**
 * What a product must be to be saved, and to be shown to shoppers: one rule for the back-office form (to show the
 * checklist before staff press "Đăng bán") and the server (to refuse what the form would not send). Amounts are
 * integers of VND; a 0 means "none" (no list price, no membership price).
 */
import type { ProductType } from '../contracts/catalog-vocab';
import { foldText } from './fold-text';

export interface ProductDraft {
  name: string;
  type: ProductType;
  originalPrice: number;
  salePrice: number;
  originalRentalPrice: number;
  rentalPrice: number;
  membershipRentalPrice: number;
  depositPrice: number;
  stock: number;
}

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_PRICE_MAX = 1_000_000_000;
export const PRODUCT_STOCK_MAX = 10_000;
export const PRODUCT_IMAGES_MAX = 10;

export const rents = (type: ProductType) => type !== 'PRODUCT_TYPE_SALABLE';
export const sells = (type: ProductType) => type !== 'PRODUCT_TYPE_RENTABLE';

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  PRODUCT_TYPE_RENTABLE: 'Cho thuê',
  PRODUCT_TYPE_SALABLE: 'Bán (thanh lý)',
  PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE: 'Cho thuê và bán',
};

export const DRAFT_MESSAGES = {
  noName: 'Vui lòng nhập tên sản phẩm',
  noRentalPrice: 'Sản phẩm cho thuê cần có giá thuê',
  noSalePrice: 'Sản phẩm bán cần có giá bán',
  originalBelowSale: 'Giá gốc không được thấp hơn giá bán (để 0 nếu không giảm giá)',
  originalBelowRental: 'Giá thuê gốc không được thấp hơn giá thuê (để 0 nếu không giảm giá)',
  memberAboveRental: 'Giá thuê thành viên phải thấp hơn giá thuê (hoặc để 0 để dùng mức giảm của gói)',
  noPhoto: 'Cần ít nhất một ảnh sản phẩm',
} as const;

/** What stops the draft from being saved as it is (prices that contradict each other). Empty when it can be. */
export function draftProblems(draft: ProductDraft): string[] {
  const out: string[] = [];
  if (draft.name.trim() === '') out.push(DRAFT_MESSAGES.noName);
  if (sells(draft.type) && draft.originalPrice > 0 && draft.originalPrice < draft.salePrice) out.push(DRAFT_MESSAGES.originalBelowSale);
  if (rents(draft.type)) {
    if (draft.originalRentalPrice > 0 && draft.originalRentalPrice < draft.rentalPrice) out.push(DRAFT_MESSAGES.originalBelowRental);
    if (draft.membershipRentalPrice > 0 && draft.membershipRentalPrice >= draft.rentalPrice) out.push(DRAFT_MESSAGES.memberAboveRental);
  }
  return out;
}

/** What stops shoppers from seeing it: the saving problems, a missing price for what it is offered as, no photo. */
export function publishProblems(draft: ProductDraft, photoCount: number): string[] {
  const out = draftProblems(draft);
  if (rents(draft.type) && draft.rentalPrice <= 0) out.push(DRAFT_MESSAGES.noRentalPrice);
  if (sells(draft.type) && draft.salePrice <= 0) out.push(DRAFT_MESSAGES.noSalePrice);
  if (photoCount === 0) out.push(DRAFT_MESSAGES.noPhoto);
  return out;
}

/**
 * The link a name gets: lowercase ASCII words joined by hyphens ("Áo dài Đỏ đô" → "ao-dai-do-do"), at most 80
 * characters; the server adds "-2", "-3"… when it is taken.
 */
export function linkFromName(name: string): string {
  return foldText(name).replace(/ /g, '-').slice(0, 80).replace(/-+$/, '');
}
