/** Attribute vocabularies (filters use exactly these values) and how they read inside a product name. */
import { type Size } from './types';

export const COLOURS = [
  'Đỏ', 'Đỏ đô', 'Trắng', 'Kem', 'Be', 'Hồng phấn', 'Hồng đào', 'Cam đất', 'Vàng', 'Vàng đồng', 'Xanh ngọc', 'Xanh pastel',
  'Xanh navy', 'Xanh rêu', 'Tím', 'Tím than', 'Nâu', 'Xám chì', 'Bạc', 'Đen',
] as const;
export type Colour = (typeof COLOURS)[number];

/** Swatch colour of each vocabulary colour, for filter chips. */
export const COLOUR_HEX: Readonly<Record<Colour, string>> = {
  Đỏ: '#c62828',
  'Đỏ đô': '#7b1e2b',
  Trắng: '#f7f5f0',
  Kem: '#f3e5c8',
  Be: '#d9c3a5',
  'Hồng phấn': '#f4b6c2',
  'Hồng đào': '#f08a7e',
  'Cam đất': '#c8673c',
  Vàng: '#f2c230',
  'Vàng đồng': '#c9a13b',
  'Xanh ngọc': '#1fa99b',
  'Xanh pastel': '#a8d8e8',
  'Xanh navy': '#1f3a68',
  'Xanh rêu': '#5d6b3a',
  Tím: '#8e5bb5',
  'Tím than': '#3b2c5a',
  Nâu: '#7a4e2d',
  'Xám chì': '#5a5f66',
  Bạc: '#c0c4cc',
  Đen: '#1d1d1f',
};

export const STYLES = [
  'Truyền thống', 'Hiện đại', 'Cổ điển', 'Tối giản', 'Sang trọng', 'Dễ thương', 'Thanh lịch', 'Nữ tính', 'Cá tính', 'Quyến rũ', 'Boho',
] as const;
export type Style = (typeof STYLES)[number];

export const OCCASIONS = [
  'Đám cưới', 'Dạ tiệc', 'Lễ Tết', 'Chụp ảnh', 'Công sở', 'Du lịch', 'Sinh nhật', 'Lễ tốt nghiệp', 'Hẹn hò', 'Sự kiện',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const MATERIALS = [
  'Lụa', 'Lụa tơ tằm', 'Gấm', 'Voan', 'Chiffon', 'Ren', 'Vải tuyn', 'Nhung', 'Satin', 'Tafta', 'Kim sa', 'Linen', 'Cotton', 'Len',
  'Tweed', 'Da', 'Da lộn', 'Cói', 'Gỗ', 'Ngọc trai', 'Bạc', 'Hợp kim mạ vàng', 'Pha lê',
] as const;
export type Material = (typeof MATERIALS)[number];

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const satisfies readonly Size[];
export const SHOE_SIZES = ['35', '36', '37', '38', '39', '40'] as const satisfies readonly Size[];
export const SIZES: readonly Size[] = [...CLOTHING_SIZES, ...SHOE_SIZES, 'Free size'];

/** How a material reads inside a product name ('Giày cao gót mũi nhọn da bóng'). */
export const MATERIAL_NAME_FORMS: Readonly<Record<Material, readonly string[]>> = {
  Lụa: ['lụa'],
  'Lụa tơ tằm': ['lụa tơ tằm'],
  Gấm: ['gấm'],
  Voan: ['voan'],
  Chiffon: ['chiffon'],
  Ren: ['ren'],
  'Vải tuyn': ['tuyn'],
  Nhung: ['nhung'],
  Satin: ['satin'],
  Tafta: ['tafta'],
  'Kim sa': ['kim sa'],
  Linen: ['linen'],
  Cotton: ['cotton'],
  Len: ['len'],
  Tweed: ['tweed'],
  Da: ['da', 'da bóng', 'da mềm', 'da lì'],
  'Da lộn': ['da lộn'],
  Cói: ['cói'],
  Gỗ: ['gỗ'],
  'Ngọc trai': ['ngọc trai'],
  Bạc: ['bạc'],
  'Hợp kim mạ vàng': ['mạ vàng'],
  'Pha lê': ['pha lê'],
};

export function colourInName(colour: Colour): string {
  return colour.toLowerCase();
}
