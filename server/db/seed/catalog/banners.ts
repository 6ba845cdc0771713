/** Home-page banners and tiles. All but one are running at the base date; one campaign has ended. */
import type { BannerKind } from '../../../../core/contracts/home-vocab';
import type { SeedBanner, SeedProduct } from './types';

const DAY = 86_400_000;

interface BannerSpec {
  kind: BannerKind;
  title: string;
  subtitle?: string;
  link: string;
  slug: string;
  backgroundColor: string;
  categoryLink: string;
  colour: string;
  /** Days relative to the base date. */
  from: number;
  to: number;
}

const SPECS: readonly BannerSpec[] = [
  // hot
  { kind: 'hot', title: 'Mùa cưới 2026 – ưu đãi đến 30%', subtitle: 'Váy cưới và áo dài cưới thuê trọn gói, thử đồ miễn phí', link: '/vay-cuoi', slug: 'mua-cuoi-2026', backgroundColor: '#f8e1e7', categoryLink: 'vay-cuoi', colour: 'Trắng', from: -45, to: 75 },
  { kind: 'hot', title: 'Tiệc cuối năm rực rỡ', subtitle: 'Đầm dạ hội kim sa giá thuê chỉ từ 390.000 ₫', link: '/dam-da-hoi', slug: 'tiec-cuoi-nam', backgroundColor: '#1f2a44', categoryLink: 'dam-da-hoi-dang-dai', colour: 'Bạc', from: -20, to: 70 },
  { kind: 'hot', title: 'Áo dài đón Tết Bính Ngọ', subtitle: 'Bộ sưu tập xuân 2026', link: '/ao-dai', slug: 'tet-binh-ngo-2026', backgroundColor: '#fde7c8', categoryLink: 'ao-dai-truyen-thong', colour: 'Đỏ', from: -320, to: -245 },
  // big
  { kind: 'big', title: 'Áo dài truyền thống', subtitle: 'Lụa tơ tằm, gấm thêu tay – thuê từ 150.000 ₫', link: '/ao-dai-truyen-thong', slug: 'ao-dai-truyen-thong', backgroundColor: '#fff1e6', categoryLink: 'ao-dai-truyen-thong', colour: 'Xanh ngọc', from: -90, to: 180 },
  { kind: 'big', title: 'Xả kho phụ kiện', subtitle: 'Túi xách, giày và trang sức giảm đến 40%', link: '/onsale', slug: 'xa-kho-phu-kien', backgroundColor: '#ffe8cc', categoryLink: 'tui-xach', colour: 'Be', from: -10, to: 50 },
  { kind: 'big', title: 'Vest chuẩn dáng cho ngày trọng đại', subtitle: 'Chú rể, phù rể và dân công sở', link: '/vest', slug: 'vest-chuan-dang', backgroundColor: '#e8edf3', categoryLink: 'vest-nam', colour: 'Xanh navy', from: -60, to: 120 },
  // small
  { kind: 'small', title: 'Thành viên giảm thêm 10%', subtitle: 'Đăng ký gói thành viên ngay hôm nay', link: '/member-ship', slug: 'thanh-vien', backgroundColor: '#efe7fb', categoryLink: 'trang-suc', colour: 'Tím', from: -120, to: 240 },
  { kind: 'small', title: 'Túi cói cho mùa du lịch', link: '/tui-xach', slug: 'tui-coi-du-lich', backgroundColor: '#f3ead8', categoryLink: 'tui-xach', colour: 'Kem', from: -30, to: 90 },
  { kind: 'small', title: 'Váy cưới được yêu thích nhất', link: '', slug: 'vay-cuoi-yeu-thich', backgroundColor: '#fdf0f3', categoryLink: 'vay-cuoi', colour: 'Kem', from: -15, to: 60 },
  { kind: 'small', title: 'Trang sức ngọc trai', subtitle: 'Điểm nhấn cho áo dài', link: '/trang-suc', slug: 'trang-suc-ngoc-trai', backgroundColor: '#eef4f2', categoryLink: 'trang-suc', colour: 'Trắng', from: -40, to: 100 },
  // icon1: occasions
  { kind: 'icon1', title: 'Đám cưới', link: '/vay-cuoi', slug: 'dip-dam-cuoi', backgroundColor: '#fde4ea', categoryLink: 'vay-cuoi', colour: 'Trắng', from: -365, to: 365 },
  { kind: 'icon1', title: 'Dạ tiệc', link: '/dam-da-hoi', slug: 'dip-da-tiec', backgroundColor: '#e4e6f5', categoryLink: 'dam-da-hoi-dang-dai', colour: 'Đỏ đô', from: -365, to: 365 },
  { kind: 'icon1', title: 'Lễ Tết', link: '/ao-dai', slug: 'dip-le-tet', backgroundColor: '#fff0d6', categoryLink: 'ao-dai-truyen-thong', colour: 'Đỏ', from: -365, to: 365 },
  { kind: 'icon1', title: 'Chụp ảnh', link: '/ao-dai-cach-tan', slug: 'dip-chup-anh', backgroundColor: '#e6f4f1', categoryLink: 'ao-dai-cach-tan', colour: 'Hồng phấn', from: -365, to: 365 },
  { kind: 'icon1', title: 'Công sở', link: '/vest', slug: 'dip-cong-so', backgroundColor: '#eceff3', categoryLink: 'vest-nu', colour: 'Be', from: -365, to: 365 },
  { kind: 'icon1', title: 'Du lịch', link: '/tui-xach', slug: 'dip-du-lich', backgroundColor: '#e3f2fb', categoryLink: 'khan-choang', colour: 'Xanh ngọc', from: -365, to: 365 },
  // icon2: styles
  { kind: 'icon2', title: 'Truyền thống', link: '/ao-dai-truyen-thong', slug: 'phong-cach-truyen-thong', backgroundColor: '#fbe9e0', categoryLink: 'ao-dai-cuoi', colour: 'Đỏ đô', from: -365, to: 365 },
  { kind: 'icon2', title: 'Hiện đại', link: '/ao-dai-cach-tan', slug: 'phong-cach-hien-dai', backgroundColor: '#e9f0fb', categoryLink: 'dam-da-hoi-dang-ngan', colour: 'Xanh navy', from: -365, to: 365 },
  { kind: 'icon2', title: 'Sang trọng', link: '/dam-da-hoi-dang-dai', slug: 'phong-cach-sang-trong', backgroundColor: '#f4ecdc', categoryLink: 'dam-da-hoi-dang-dai', colour: 'Vàng đồng', from: -365, to: 365 },
  { kind: 'icon2', title: 'Tối giản', link: '/vest-nu', slug: 'phong-cach-toi-gian', backgroundColor: '#f1f1ef', categoryLink: 'vest-nu', colour: 'Đen', from: -365, to: 365 },
  { kind: 'icon2', title: 'Dễ thương', link: '/do-tre-em', slug: 'phong-cach-de-thuong', backgroundColor: '#fdeef4', categoryLink: 'do-tre-em', colour: 'Hồng phấn', from: -365, to: 365 },
  { kind: 'icon2', title: 'Cổ điển', link: '/trang-suc', slug: 'phong-cach-co-dien', backgroundColor: '#efe9e1', categoryLink: 'man-bang-do', colour: 'Vàng', from: -365, to: 365 },
];

/** Banners; the 'small' banner without a link points at the best-selling wedding gown. */
export function generateBanners(products: readonly SeedProduct[], baseDate: number): SeedBanner[] {
  let featured: SeedProduct | undefined;
  for (const p of products) {
    if (p.categoryLink === 'vay-cuoi' && (!featured || p.salesCount > featured.salesCount)) featured = p;
  }
  const positions = new Map<BannerKind, number>();
  return SPECS.map((spec) => {
    const position = (positions.get(spec.kind) ?? 0) + 1;
    positions.set(spec.kind, position);
    const banner: SeedBanner = {
      kind: spec.kind,
      title: spec.title,
      link: spec.link || (featured ? `/product/${featured.link}` : '/vay-cuoi'),
      imageKey: `b/${spec.slug}`,
      backgroundColor: spec.backgroundColor,
      startsAt: new Date(baseDate + spec.from * DAY).toISOString(),
      endsAt: new Date(baseDate + spec.to * DAY).toISOString(),
      position,
      categoryLink: spec.categoryLink,
      colour: spec.colour,
    };
    if (spec.subtitle) banner.subtitle = spec.subtitle;
    return banner;
  });
}
