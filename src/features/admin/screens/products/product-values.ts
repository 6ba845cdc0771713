/** The product form's values: what a new product starts from, and an existing one's editable part. */
import type { AdminProduct, ProductInput } from '../../../../../core/contracts/admin-catalog';

/** The prices, each of which a cleared field sends as 0 ("none"). */
export const AMOUNTS = ['originalPrice', 'salePrice', 'originalRentalPrice', 'rentalPrice', 'membershipRentalPrice', 'depositPrice'] as const;

export const EMPTY: Omit<ProductInput, 'categoryId'> = {
  name: '',
  description: '',
  type: 'PRODUCT_TYPE_RENTABLE',
  originalPrice: 0,
  salePrice: 0,
  originalRentalPrice: 0,
  rentalPrice: 0,
  membershipRentalPrice: 0,
  depositPrice: 0,
  stock: 1,
  sizes: [{ name: 'Free size', units: 1 }],
  attributes: { size: '', colour: '', style: '', occasion: '', material: '' },
};

export function editable(product: AdminProduct): ProductInput {
  const { id: _id, link: _link, published: _published, images: _images, createdAt: _c, updatedAt: _u, sizes, ...fields } = product;
  return { ...fields, sizes: sizes.map((size) => ({ id: size.id, name: size.name, units: size.units })) };
}
