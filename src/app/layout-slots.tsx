import { CartBadge } from '../features/cart/components/CartBadge';
import { FooterLinks } from '../features/content/components/FooterLinks';
import { HeaderBell } from '../features/notification/components/HeaderBell';
import { SearchButton } from '../features/search/components/SearchButton';
import { ShopContact } from '../features/support/components/ShopContact';
import { SupportWidget } from '../features/support/components/SupportWidget';
import type { LayoutSlots } from '../shared/layout/slots';

/** The features the page shell shows (src/shared/layout/Layout.tsx), given to it by AppRoot. */
export const LAYOUT_SLOTS: LayoutSlots = {
  headerActions: (
    <>
      <HeaderBell />
      <SearchButton />
    </>
  ),
  footerLinks: <FooterLinks />,
  contact: <ShopContact headingId="footer-contact" />,
  support: () => <SupportWidget />,
  cartBadge: <CartBadge />,
};
