/**
 * What each leaf category sells: name patterns, plausible attributes, the rent/sale mix and price ranges.
 * Prices here are in thousands of VND.
 */
import { type Size } from './types';
import { CLOTHING_SIZES, SHOE_SIZES, type Colour, type Material, type Occasion, type Style } from './vocabularies';

export type ProductGroup = 'aodai' | 'gown' | 'wedding' | 'suit' | 'kids' | 'bag' | 'shoe' | 'jewellery' | 'scarf' | 'headpiece';

export interface NameParts {
  /** material as it reads in a name ('gấm', 'da bóng') */
  m: string;
  /** colour in lower case ('đỏ', 'xám chì') */
  c: string;
  /** a detail ('thêu phượng', 'mũi nhọn') */
  d: string;
  /** a shape or cut ('đuôi cá', 'slim fit') */
  s: string;
}

export interface NameTemplate {
  /** Lower-case noun used in descriptions ('chiếc áo dài', 'đôi giày'). */
  noun: string;
  name: (p: NameParts) => string;
  weight?: number;
  materials?: readonly Material[];
  colours?: readonly Colour[];
  details?: readonly string[];
  shapes?: readonly string[];
  sizes?: readonly Size[];
  /** Share of female reviewers (default from the profile). */
  female?: number;
}

export interface CategoryProfile {
  link: string;
  group: ProductGroup;
  /** Relative share of the catalogue. */
  weight: number;
  /** Weights of [rentable, salable, both]. */
  typeWeights: readonly [number, number, number];
  /** Rental price range, thousands of VND. */
  rental: readonly [number, number];
  /** Purchase value range, thousands of VND. */
  value: readonly [number, number];
  sizes: readonly Size[];
  materials: readonly Material[];
  colours: readonly Colour[];
  details: readonly string[];
  shapes: readonly string[];
  styles: readonly Style[];
  occasions: readonly Occasion[];
  /** Share of female reviewers. */
  female: number;
  templates: readonly NameTemplate[];
  /** Colours that make sense for a given material (overrides the colour list). */
  colourFor?: Partial<Record<Material, readonly Colour[]>>;
}

const METAL_COLOURS: Partial<Record<Material, readonly Colour[]>> = {
  'Ngọc trai': ['Trắng', 'Kem', 'Hồng phấn'],
  Bạc: ['Bạc'],
  'Hợp kim mạ vàng': ['Vàng', 'Vàng đồng'],
  'Pha lê': ['Trắng', 'Bạc', 'Hồng phấn', 'Xanh ngọc'],
};

const FREE: readonly Size[] = ['Free size'];
const KIDS: readonly Size[] = ['XS', 'S', 'M', 'L'];

export const PROFILES: readonly CategoryProfile[] = [
  {
    link: 'ao-dai-cuoi',
    group: 'aodai',
    weight: 8,
    typeWeights: [0.6, 0.05, 0.35],
    rental: [350, 1200],
    value: [2500, 9000],
    sizes: CLOTHING_SIZES,
    materials: ['Gấm', 'Lụa tơ tằm', 'Nhung', 'Ren', 'Satin'],
    colours: ['Đỏ', 'Đỏ đô', 'Vàng', 'Vàng đồng', 'Trắng', 'Kem', 'Hồng phấn'],
    details: ['thêu phượng', 'thêu rồng phượng', 'thêu song hỷ', 'kết ngọc trai', 'đính đá pha lê', 'thêu hoa sen', 'vẽ tay hoa mẫu đơn', 'thêu chỉ kim tuyến'],
    shapes: ['tay bồng', 'cổ cao', 'tà dài', 'dáng suông'],
    styles: ['Truyền thống', 'Sang trọng', 'Cổ điển'],
    occasions: ['Đám cưới', 'Đám cưới', 'Đám cưới', 'Chụp ảnh', 'Lễ Tết'],
    female: 0.9,
    templates: [
      { noun: 'chiếc áo dài cưới', name: (p) => `Áo dài cưới ${p.m} ${p.c} ${p.d}`, weight: 3 },
      { noun: 'chiếc áo dài', name: (p) => `Áo dài ${p.m} ${p.c} ${p.d}`, weight: 3 },
      { noun: 'chiếc áo dài cô dâu', name: (p) => `Áo dài cô dâu ${p.s} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'bộ áo dài cưới', name: (p) => `Bộ áo dài cưới ${p.m} ${p.c} kèm mấn`, weight: 1 },
      { noun: 'chiếc áo dài', name: (p) => `Áo dài rước dâu ${p.m} ${p.c}`, weight: 1, female: 0.7 },
    ],
  },
  {
    link: 'ao-dai-truyen-thong',
    group: 'aodai',
    weight: 12,
    typeWeights: [0.35, 0.2, 0.45],
    rental: [150, 450],
    value: [900, 3500],
    sizes: CLOTHING_SIZES,
    materials: ['Lụa', 'Lụa tơ tằm', 'Gấm', 'Nhung', 'Voan', 'Satin'],
    colours: ['Đỏ', 'Trắng', 'Hồng phấn', 'Xanh ngọc', 'Vàng', 'Tím', 'Be', 'Xanh navy', 'Đỏ đô', 'Xanh pastel'],
    details: ['in hoa sen', 'thêu hoa mai', 'vẽ tay hoa đào', 'hoạ tiết trống đồng', 'thêu cánh hạc', 'thêu hoa cúc', 'in hoa văn cổ', 'thêu tay hoa lan'],
    shapes: ['cổ cao ba phân', 'tay raglan', 'tà dài chấm gót', 'cổ tròn'],
    styles: ['Truyền thống', 'Cổ điển', 'Thanh lịch', 'Nữ tính'],
    occasions: ['Lễ Tết', 'Lễ Tết', 'Chụp ảnh', 'Đám cưới', 'Lễ tốt nghiệp', 'Sự kiện'],
    female: 0.92,
    templates: [
      { noun: 'chiếc áo dài', name: (p) => `Áo dài ${p.m} ${p.c} ${p.d}`, weight: 4 },
      { noun: 'chiếc áo dài', name: (p) => `Áo dài truyền thống ${p.m} ${p.c}`, weight: 2 },
      { noun: 'chiếc áo dài', name: (p) => `Áo dài ${p.c} ${p.s} ${p.d}`, weight: 2 },
      { noun: 'chiếc áo dài', name: (p) => `Áo dài nam ${p.m} ${p.c}`, weight: 1, colours: ['Xanh navy', 'Đỏ đô', 'Vàng đồng', 'Đen', 'Trắng'], materials: ['Gấm', 'Nhung', 'Lụa'], female: 0.3 },
    ],
  },
  {
    link: 'ao-dai-cach-tan',
    group: 'aodai',
    weight: 10,
    typeWeights: [0.3, 0.25, 0.45],
    rental: [150, 400],
    value: [700, 2800],
    sizes: CLOTHING_SIZES,
    materials: ['Lụa', 'Voan', 'Linen', 'Gấm', 'Tafta', 'Chiffon'],
    colours: ['Hồng phấn', 'Trắng', 'Be', 'Xanh pastel', 'Vàng', 'Tím', 'Đỏ', 'Xanh ngọc', 'Cam đất', 'Hồng đào'],
    details: ['thêu hoa nhí', 'đính nơ', 'in hoa cúc hoạ mi', 'phối ren', 'đính ngọc trai', 'kết cúc bọc'],
    shapes: ['tà ngắn', 'cổ vuông', 'tay lỡ', 'cổ thuyền', 'tay phồng', 'dáng suông'],
    styles: ['Hiện đại', 'Dễ thương', 'Tối giản', 'Nữ tính'],
    occasions: ['Lễ Tết', 'Chụp ảnh', 'Du lịch', 'Sinh nhật', 'Lễ tốt nghiệp'],
    female: 0.95,
    templates: [
      { noun: 'chiếc áo dài cách tân', name: (p) => `Áo dài cách tân ${p.s} ${p.m} ${p.c}`, weight: 3 },
      { noun: 'chiếc áo dài cách tân', name: (p) => `Áo dài cách tân ${p.c} ${p.d}`, weight: 2 },
      { noun: 'bộ áo dài cách tân', name: (p) => `Set áo dài cách tân ${p.s} kèm chân váy ${p.c}`, weight: 1 },
      { noun: 'bộ áo dài cách tân', name: (p) => `Áo dài cách tân ${p.m} ${p.c} phối quần ống rộng`, weight: 1 },
    ],
  },
  {
    link: 'dam-da-hoi-dang-dai',
    group: 'gown',
    weight: 12,
    typeWeights: [0.65, 0.05, 0.3],
    rental: [400, 1500],
    value: [2500, 12000],
    sizes: CLOTHING_SIZES,
    materials: ['Kim sa', 'Satin', 'Nhung', 'Ren', 'Voan', 'Chiffon', 'Tafta'],
    colours: ['Bạc', 'Đen', 'Đỏ', 'Đỏ đô', 'Vàng đồng', 'Xanh navy', 'Tím than', 'Xanh ngọc', 'Hồng phấn', 'Trắng'],
    details: ['đính đá', 'kết pha lê', 'phối lông vũ', 'nơ lưng', 'tay dài ren', 'đính hạt cườm'],
    shapes: ['đuôi cá', 'xẻ tà', 'cúp ngực', 'trễ vai', 'hở lưng', 'cổ yếm', 'lệch vai', 'chữ A'],
    styles: ['Sang trọng', 'Quyến rũ', 'Cổ điển', 'Hiện đại'],
    occasions: ['Dạ tiệc', 'Dạ tiệc', 'Sự kiện', 'Đám cưới', 'Sinh nhật'],
    female: 0.97,
    templates: [
      { noun: 'chiếc đầm', name: (p) => `Đầm dạ hội ${p.s} ${p.m} ${p.c}`, weight: 4 },
      { noun: 'chiếc đầm dạ hội', name: (p) => `Đầm dạ hội dáng dài ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'chiếc đầm', name: (p) => `Đầm dạ hội ${p.m} ${p.c} ${p.s} ${p.d}`, weight: 2 },
      { noun: 'chiếc váy', name: (p) => `Váy dạ tiệc ${p.s} ${p.m} ${p.c}`, weight: 1 },
    ],
  },
  {
    link: 'dam-da-hoi-dang-ngan',
    group: 'gown',
    weight: 9,
    typeWeights: [0.5, 0.15, 0.35],
    rental: [250, 800],
    value: [1200, 5000],
    sizes: CLOTHING_SIZES,
    materials: ['Kim sa', 'Satin', 'Tafta', 'Ren', 'Nhung', 'Vải tuyn'],
    colours: ['Đen', 'Đỏ', 'Hồng phấn', 'Trắng', 'Xanh navy', 'Bạc', 'Be', 'Tím', 'Xanh pastel'],
    details: ['đính nơ lưng', 'đính đá', 'phối tuyn', 'kết hạt cườm', 'tay bồng'],
    shapes: ['cúp ngực', 'trễ vai', 'xoè bồng', 'ôm body', 'cổ vuông', 'peplum', 'hai dây'],
    styles: ['Hiện đại', 'Dễ thương', 'Sang trọng', 'Cá tính', 'Nữ tính'],
    occasions: ['Dạ tiệc', 'Sinh nhật', 'Hẹn hò', 'Sự kiện'],
    female: 0.97,
    templates: [
      { noun: 'chiếc đầm', name: (p) => `Đầm dạ hội ngắn ${p.s} ${p.m} ${p.c}`, weight: 2 },
      { noun: 'chiếc đầm tiệc', name: (p) => `Đầm tiệc ${p.s} ${p.m} ${p.c}`, weight: 3 },
      { noun: 'chiếc đầm', name: (p) => `Đầm dự tiệc ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'chiếc váy', name: (p) => `Váy tiệc ${p.s} ${p.c} ${p.d}`, weight: 1 },
    ],
  },
  {
    link: 'vay-cuoi',
    group: 'wedding',
    weight: 10,
    typeWeights: [0.75, 0.02, 0.23],
    rental: [1500, 8000],
    value: [12000, 45000],
    sizes: CLOTHING_SIZES,
    materials: ['Ren', 'Vải tuyn', 'Satin', 'Tafta', 'Lụa', 'Kim sa'],
    colours: ['Trắng', 'Trắng', 'Kem', 'Be', 'Hồng phấn', 'Bạc'],
    details: ['đính ngọc trai', 'thêu ren hoa', 'tay dài ren', 'đuôi dài 2 m', 'kết pha lê', 'hở lưng', 'trễ vai', 'cúp ngực'],
    shapes: ['xoè công chúa', 'đuôi cá', 'chữ A', 'suông nhẹ', 'bồng xoè'],
    styles: ['Sang trọng', 'Cổ điển', 'Nữ tính', 'Tối giản', 'Hiện đại'],
    occasions: ['Đám cưới', 'Đám cưới', 'Đám cưới', 'Chụp ảnh'],
    female: 0.9,
    templates: [
      { noun: 'chiếc váy cưới', name: (p) => `Váy cưới ${p.s} ${p.m} ${p.d}`, weight: 4 },
      { noun: 'chiếc váy cưới', name: (p) => `Váy cưới ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'chiếc váy', name: (p) => `Váy cô dâu ${p.s} ${p.d}`, weight: 2 },
      { noun: 'chiếc váy', name: (p) => `Váy cưới đi bàn ${p.m} ${p.c}`, weight: 1 },
    ],
  },
  {
    link: 'vest-nam',
    group: 'suit',
    weight: 8,
    typeWeights: [0.45, 0.15, 0.4],
    rental: [300, 900],
    value: [2000, 8000],
    sizes: CLOTHING_SIZES,
    materials: ['Len', 'Tweed', 'Nhung', 'Linen', 'Cotton'],
    colours: ['Đen', 'Xanh navy', 'Xám chì', 'Be', 'Trắng', 'Nâu', 'Xanh rêu', 'Đỏ đô'],
    details: ['ve nhọn', 've sam', 'kèm gile', 'phối nơ', 'cổ nhung'],
    shapes: ['slim fit', 'regular fit', 'hai hàng khuy', 'một khuy', 'ba mảnh'],
    styles: ['Thanh lịch', 'Hiện đại', 'Cổ điển', 'Tối giản', 'Sang trọng'],
    occasions: ['Đám cưới', 'Công sở', 'Dạ tiệc', 'Sự kiện', 'Lễ tốt nghiệp'],
    female: 0.25,
    templates: [
      { noun: 'bộ vest', name: (p) => `Vest nam ${p.s} ${p.c}`, weight: 3 },
      { noun: 'bộ vest', name: (p) => `Bộ vest nam ${p.s} ${p.m} ${p.c}`, weight: 2 },
      { noun: 'chiếc áo vest', name: (p) => `Áo vest nam ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'bộ tuxedo', name: (p) => `Tuxedo chú rể ${p.c} ${p.d}`, weight: 1, colours: ['Đen', 'Trắng', 'Xanh navy', 'Đỏ đô'] },
    ],
  },
  {
    link: 'vest-nu',
    group: 'suit',
    weight: 6,
    typeWeights: [0.35, 0.25, 0.4],
    rental: [250, 700],
    value: [1500, 5500],
    sizes: CLOTHING_SIZES,
    materials: ['Tweed', 'Len', 'Linen', 'Cotton', 'Nhung'],
    colours: ['Trắng', 'Be', 'Đen', 'Hồng phấn', 'Xanh pastel', 'Kem', 'Xám chì', 'Đỏ'],
    details: ['kèm chân váy', 'kèm quần ống suông', 'tay bồng', 'cổ sam', 'đai eo', 'viền tua rua'],
    shapes: ['dáng lửng', 'dáng dài', 'oversize', 'chiết eo', 'hai hàng khuy'],
    styles: ['Thanh lịch', 'Hiện đại', 'Tối giản', 'Cá tính', 'Sang trọng'],
    occasions: ['Công sở', 'Sự kiện', 'Dạ tiệc', 'Lễ tốt nghiệp', 'Hẹn hò'],
    female: 0.97,
    templates: [
      { noun: 'chiếc vest', name: (p) => `Vest nữ ${p.s} ${p.c}`, weight: 2 },
      { noun: 'bộ vest', name: (p) => `Bộ vest nữ ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'chiếc blazer', name: (p) => `Blazer nữ ${p.m} ${p.c} ${p.s}`, weight: 2 },
    ],
  },
  {
    link: 'do-tre-em',
    group: 'kids',
    weight: 7,
    typeWeights: [0.35, 0.3, 0.35],
    rental: [80, 250],
    value: [250, 1200],
    sizes: KIDS,
    materials: ['Cotton', 'Voan', 'Vải tuyn', 'Gấm', 'Lụa'],
    colours: ['Hồng phấn', 'Trắng', 'Đỏ', 'Vàng', 'Xanh pastel', 'Kem', 'Hồng đào'],
    details: ['thêu hoa nhí', 'đính nơ', 'cổ sen', 'kèm băng đô', 'in hình thỏ', 'đính ngọc trai'],
    shapes: ['xoè', 'công chúa', 'babydoll'],
    styles: ['Dễ thương', 'Truyền thống', 'Cổ điển', 'Hiện đại'],
    occasions: ['Đám cưới', 'Sinh nhật', 'Lễ Tết', 'Chụp ảnh'],
    female: 0.95,
    templates: [
      { noun: 'chiếc áo dài cho bé', name: (p) => `Áo dài bé gái ${p.m} ${p.c} ${p.d}`, weight: 2, materials: ['Gấm', 'Lụa', 'Voan'], details: ['thêu hoa nhí', 'kèm mấn', 'in hoa mai', 'đính nơ'] },
      { noun: 'chiếc váy cho bé', name: (p) => `Váy công chúa bé gái ${p.m} ${p.c}`, weight: 2, materials: ['Vải tuyn', 'Voan', 'Ren'] },
      { noun: 'chiếc đầm cho bé', name: (p) => `Đầm ${p.s} bé gái ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'bộ vest cho bé', name: (p) => `Bộ vest bé trai ${p.c} ${p.d}`, weight: 1, colours: ['Xanh navy', 'Đen', 'Be', 'Trắng', 'Xám chì'], materials: ['Cotton', 'Linen', 'Len'], details: ['kèm nơ cổ', 'kèm gile', 'kèm quần yếm', 'phối dây đeo'] },
      { noun: 'chiếc áo dài cho bé', name: (p) => `Áo dài bé trai ${p.m} ${p.c} kèm khăn xếp`, weight: 1, materials: ['Gấm', 'Lụa'], colours: ['Đỏ', 'Vàng', 'Xanh navy', 'Xanh ngọc'] },
    ],
  },
  {
    link: 'tui-xach',
    group: 'bag',
    weight: 8,
    typeWeights: [0.15, 0.55, 0.3],
    rental: [100, 400],
    value: [250, 2500],
    sizes: FREE,
    materials: ['Da', 'Da lộn', 'Cói', 'Kim sa', 'Nhung', 'Satin', 'Ngọc trai'],
    colours: ['Đen', 'Be', 'Nâu', 'Trắng', 'Kem', 'Đỏ', 'Bạc', 'Vàng đồng', 'Hồng phấn', 'Xanh rêu'],
    details: ['khoá kim loại', 'quai xích', 'nắp gập', 'dáng hộp', 'quai ngọc trai', 'khoá xoay'],
    shapes: ['cỡ nhỏ', 'cỡ vừa', 'dáng hộp', 'bán nguyệt'],
    styles: ['Tối giản', 'Sang trọng', 'Hiện đại', 'Boho', 'Dễ thương', 'Cổ điển'],
    occasions: ['Du lịch', 'Công sở', 'Dạ tiệc', 'Hẹn hò', 'Đám cưới'],
    female: 0.93,
    colourFor: { 'Ngọc trai': ['Trắng', 'Kem'], Cói: ['Be', 'Kem', 'Nâu', 'Trắng'] },
    templates: [
      { noun: 'chiếc túi', name: (p) => `Túi xách cói ${p.d}`, weight: 2, materials: ['Cói'], colours: ['Be', 'Kem', 'Nâu', 'Trắng'], details: ['đi biển', 'quai da', 'đan tay', 'thêu hoa', 'viền ren'] },
      { noun: 'chiếc túi xách', name: (p) => `Túi xách tay ${p.m} ${p.c} ${p.d}`, weight: 3, materials: ['Da', 'Da lộn'] },
      { noun: 'chiếc clutch', name: (p) => `Túi clutch dự tiệc ${p.m} ${p.c}`, weight: 2, materials: ['Kim sa', 'Satin', 'Nhung', 'Ngọc trai'], colours: ['Bạc', 'Vàng đồng', 'Đen', 'Trắng', 'Đỏ', 'Kem'] },
      { noun: 'chiếc túi đeo chéo', name: (p) => `Túi đeo chéo ${p.m} ${p.c} ${p.s}`, weight: 2, materials: ['Da', 'Da lộn'] },
      { noun: 'chiếc túi kẹp nách', name: (p) => `Túi kẹp nách ${p.m} ${p.c}`, weight: 1, materials: ['Da', 'Nhung', 'Satin'] },
    ],
  },
  {
    link: 'giay',
    group: 'shoe',
    weight: 7,
    typeWeights: [0.1, 0.6, 0.3],
    rental: [80, 250],
    value: [300, 2200],
    sizes: SHOE_SIZES,
    materials: ['Da', 'Satin', 'Kim sa', 'Nhung', 'Da lộn'],
    colours: ['Đen', 'Be', 'Trắng', 'Bạc', 'Vàng đồng', 'Đỏ', 'Hồng phấn', 'Kem', 'Nâu'],
    details: ['mũi nhọn', 'gót trụ', 'quai mảnh', 'đính đá', 'đính nơ', 'quai ngọc trai', 'khoá cài'],
    shapes: ['mũi nhọn', 'mũi tròn', 'quai hậu', 'mũi vuông'],
    styles: ['Sang trọng', 'Tối giản', 'Hiện đại', 'Nữ tính', 'Cổ điển'],
    occasions: ['Dạ tiệc', 'Đám cưới', 'Công sở', 'Sự kiện', 'Hẹn hò'],
    female: 0.92,
    templates: [
      { noun: 'đôi giày cao gót', name: (p) => `Giày cao gót ${p.s} ${p.m}`, weight: 3, materials: ['Da', 'Da lộn', 'Satin'] },
      { noun: 'đôi giày cao gót', name: (p) => `Giày cao gót ${p.d} ${p.m} ${p.c}`, weight: 2 },
      { noun: 'đôi sandal', name: (p) => `Sandal cao gót ${p.m} ${p.c} ${p.d}`, weight: 2 },
      { noun: 'đôi giày cưới', name: (p) => `Giày cưới ${p.m} ${p.c} ${p.d}`, weight: 2, colours: ['Trắng', 'Kem', 'Bạc', 'Vàng đồng', 'Đỏ'] },
      { noun: 'đôi guốc', name: (p) => `Guốc mộc ${p.d} đi cùng áo dài`, weight: 1, materials: ['Gỗ'], details: ['vẽ hoa sen', 'sơn mài', 'quai nhung', 'khắc hoa'], colours: ['Nâu', 'Đỏ', 'Đen', 'Be'] },
    ],
  },
  {
    link: 'trang-suc',
    group: 'jewellery',
    weight: 5,
    typeWeights: [0.3, 0.4, 0.3],
    rental: [80, 400],
    value: [200, 3500],
    sizes: FREE,
    materials: ['Ngọc trai', 'Bạc', 'Hợp kim mạ vàng', 'Pha lê'],
    colours: ['Trắng', 'Bạc', 'Vàng', 'Vàng đồng', 'Kem'],
    details: ['mặt hoa sen', 'đính đá', 'dáng giọt nước', 'ba tầng', 'mặt cỏ bốn lá', 'chuỗi đơn'],
    shapes: ['bản nhỏ', 'bản to'],
    styles: ['Cổ điển', 'Sang trọng', 'Tối giản', 'Truyền thống', 'Nữ tính'],
    occasions: ['Đám cưới', 'Dạ tiệc', 'Lễ Tết', 'Sự kiện'],
    female: 0.9,
    colourFor: METAL_COLOURS,
    templates: [
      { noun: 'sợi dây chuyền', name: (p) => `Dây chuyền ngọc trai ${p.d}`, weight: 2, materials: ['Ngọc trai'], colours: ['Trắng', 'Kem', 'Hồng phấn'] },
      { noun: 'bộ trang sức', name: (p) => `Bộ trang sức ${p.m} ${p.d}`, weight: 2 },
      { noun: 'đôi bông tai', name: (p) => `Bông tai ${p.m} ${p.d}`, weight: 2 },
      { noun: 'chiếc kiềng cưới', name: (p) => `Kiềng cưới mạ vàng ${p.d}`, weight: 1, materials: ['Hợp kim mạ vàng'], colours: ['Vàng', 'Vàng đồng'], details: ['chạm rồng phượng', 'chạm hoa sen', 'đính đá đỏ', 'trơn'] },
      { noun: 'chiếc lắc tay', name: (p) => `Lắc tay ${p.m} ${p.s}`, weight: 1, materials: ['Bạc', 'Pha lê'], colours: ['Bạc', 'Trắng'] },
    ],
  },
  {
    link: 'khan-choang',
    group: 'scarf',
    weight: 4,
    typeWeights: [0.1, 0.6, 0.3],
    rental: [50, 150],
    value: [150, 900],
    sizes: FREE,
    materials: ['Lụa', 'Lụa tơ tằm', 'Voan', 'Len', 'Nhung', 'Chiffon'],
    colours: ['Đỏ', 'Be', 'Kem', 'Xanh ngọc', 'Hồng phấn', 'Tím', 'Xanh navy', 'Đen', 'Vàng', 'Cam đất'],
    details: ['in hoạ tiết hoa', 'vẽ tay', 'thêu viền', 'tua rua', 'kẻ ô', 'in hoa văn cổ'],
    shapes: ['dáng dài', 'vuông'],
    styles: ['Thanh lịch', 'Cổ điển', 'Boho', 'Tối giản', 'Sang trọng'],
    occasions: ['Du lịch', 'Dạ tiệc', 'Công sở', 'Đám cưới'],
    female: 0.9,
    templates: [
      { noun: 'chiếc khăn choàng', name: (p) => `Khăn choàng ${p.m} ${p.c} ${p.d}`, weight: 3 },
      { noun: 'chiếc khăn', name: (p) => `Khăn lụa vuông ${p.c} ${p.d}`, weight: 2, materials: ['Lụa', 'Lụa tơ tằm'] },
      { noun: 'chiếc khăn choàng', name: (p) => `Khăn choàng dạ tiệc ${p.m} ${p.c}`, weight: 1, materials: ['Nhung', 'Voan', 'Chiffon'] },
    ],
  },
  {
    link: 'man-bang-do',
    group: 'headpiece',
    weight: 4,
    typeWeights: [0.3, 0.35, 0.35],
    rental: [50, 200],
    value: [120, 800],
    sizes: FREE,
    materials: ['Gấm', 'Nhung', 'Lụa', 'Ngọc trai', 'Satin', 'Hợp kim mạ vàng'],
    colours: ['Đỏ', 'Vàng', 'Vàng đồng', 'Trắng', 'Hồng phấn', 'Đỏ đô', 'Xanh ngọc', 'Kem'],
    details: ['đính ngọc trai', 'thêu phượng', 'đính đá', 'kết hoa', 'kim tuyến'],
    shapes: ['bản to', 'bản nhỏ'],
    styles: ['Truyền thống', 'Sang trọng', 'Dễ thương', 'Cổ điển'],
    occasions: ['Đám cưới', 'Lễ Tết', 'Chụp ảnh', 'Dạ tiệc'],
    female: 0.95,
    colourFor: { 'Ngọc trai': ['Trắng', 'Kem'], 'Hợp kim mạ vàng': ['Vàng', 'Vàng đồng'] },
    templates: [
      { noun: 'chiếc mấn', name: (p) => `Mấn áo dài ${p.m} ${p.c} ${p.d}`, weight: 3, materials: ['Gấm', 'Nhung', 'Lụa'] },
      { noun: 'chiếc mấn cô dâu', name: (p) => `Mấn cô dâu ${p.m} ${p.c} ${p.d}`, weight: 2, materials: ['Gấm', 'Nhung'] },
      { noun: 'chiếc băng đô', name: (p) => `Băng đô ${p.m} ${p.s} ${p.d}`, weight: 2, materials: ['Satin', 'Nhung', 'Ngọc trai'] },
      { noun: 'chiếc cài tóc', name: (p) => `Cài tóc cô dâu ${p.m} ${p.d}`, weight: 1, materials: ['Ngọc trai', 'Hợp kim mạ vàng'], details: ['kết hoa', 'hình lá', 'đính đá', 'dáng vương miện'] },
    ],
  },
];
