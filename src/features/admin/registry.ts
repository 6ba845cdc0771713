/**
 * The back-office's screens, one entry each, in the tab bar's order: the address (`/admin/<section>`), the tabs a
 * role sees and the role guard all follow from here (routing.ts). A new screen is a folder under screens/ and a line.
 */
import type { StaffRole } from '../../../core/contracts/admin-vocab';
import type { AdminScreen } from './routing';
import { AuditPage } from './screens/audit/AuditPage';
import { text as audit } from './screens/audit/strings';
import { BannersPage } from './screens/banners/BannersPage';
import { text as banners } from './screens/banners/strings';
import { CalendarPage } from './screens/calendar/CalendarPage';
import { text as calendar } from './screens/calendar/strings';
import { CategoriesPage } from './screens/categories/CategoriesPage';
import { text as categories } from './screens/categories/strings';
import { CounterPage } from './screens/counter/CounterPage';
import { text as counter } from './screens/counter/strings';
import { CollectionsPage } from './screens/collections/CollectionsPage';
import { text as collections } from './screens/collections/strings';
import { OrdersScreen } from './screens/orders/OrdersScreen';
import { text as orders } from './screens/orders/strings';
import { PackagesPage } from './screens/packages/PackagesPage';
import { text as packages } from './screens/packages/strings';
import { ContentPagesScreen } from './screens/content-pages/ContentPagesScreen';
import { text as pages } from './screens/content-pages/strings';
import { ChangePasswordPage } from './screens/password/ChangePasswordPage';
import { text as password } from './screens/password/strings';
import { ProductsScreen } from './screens/products/ProductsScreen';
import { text as products } from './screens/products/strings';
import { RefundsPage } from './screens/refunds/RefundsPage';
import { text as refunds } from './screens/refunds/strings';
import { ReviewsPage } from './screens/reviews/ReviewsPage';
import { text as reviews } from './screens/reviews/strings';
import { StaffPage } from './screens/staff/StaffPage';
import { LabelsScreen } from './screens/stock/LabelsScreen';
import { StockScreen } from './screens/stock/StockScreen';
import { text as stock } from './screens/stock/strings';
import { UnitScreen } from './screens/stock/UnitScreen';
import { text as staff } from './screens/staff/strings';
import { TodayPage } from './screens/today/TodayPage';
import { text as today } from './screens/today/strings';
import { VouchersPage } from './screens/vouchers/VouchersPage';
import { text as vouchers } from './screens/vouchers/strings';

const SHOP_FLOOR = ['owner', 'staff'] as const;
const MARKETING = ['owner', 'marketing'] as const;
const OWNER = ['owner'] as const;
const EVERYONE = ['owner', 'staff', 'marketing'] as const;

export const SCREENS = [
  { section: '', title: today.nav, roles: SHOP_FLOOR, screen: TodayPage },
  { section: 'orders', title: orders.nav, roles: SHOP_FLOOR, screen: OrdersScreen },
  // Reached from the orders board's "Tạo đơn tại quầy" (no tab of its own: the bar is full at 390 px).
  { section: 'counter', title: counter.nav, roles: SHOP_FLOOR, screen: CounterPage, hidden: true },
  { section: 'calendar', title: calendar.nav, roles: SHOP_FLOOR, screen: CalendarPage },
  { section: 'products', title: products.nav, roles: SHOP_FLOOR, screen: ProductsScreen },
  { section: 'stock', title: stock.nav, roles: SHOP_FLOOR, screen: StockScreen },
  // Reached from the stock screen, not tabs of their own: a unit's history, a product's label sheet.
  { section: 'units', title: stock.unit.nav, roles: SHOP_FLOOR, screen: UnitScreen, hidden: true },
  { section: 'labels', title: stock.labels.nav, roles: SHOP_FLOOR, screen: LabelsScreen, hidden: true },
  { section: 'categories', title: categories.nav, roles: SHOP_FLOOR, screen: CategoriesPage },
  { section: 'packages', title: packages.nav, roles: SHOP_FLOOR, screen: PackagesPage },
  { section: 'vouchers', title: vouchers.nav, roles: MARKETING, screen: VouchersPage },
  { section: 'banners', title: banners.nav, roles: MARKETING, screen: BannersPage },
  { section: 'collections', title: collections.nav, roles: MARKETING, screen: CollectionsPage },
  { section: 'pages', title: pages.nav, roles: MARKETING, screen: ContentPagesScreen },
  { section: 'reviews', title: reviews.nav, roles: EVERYONE, screen: ReviewsPage },
  { section: 'refunds', title: refunds.nav, roles: OWNER, screen: RefundsPage },
  { section: 'staff', title: staff.nav, roles: OWNER, screen: StaffPage },
  { section: 'audit', title: audit.nav, roles: OWNER, screen: AuditPage },
  { section: 'password', title: password.nav, roles: EVERYONE, screen: ChangePasswordPage },
] as const satisfies readonly AdminScreen[];

export type Screen = (typeof SCREENS)[number];
export type Section = Screen['section'];

/** Where /admin (and an address no screen has) opens for each role. */
export const LANDING: Record<StaffRole, Section> = { owner: '', staff: '', marketing: 'banners' };

export const landingOf = (role: StaffRole): Screen => SCREENS.find((screen) => screen.section === LANDING[role])!;
