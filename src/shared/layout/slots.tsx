import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the page shell shows from features (the bell, search, cart badge, footer links, the shop's contact, the
 * support button). The app layer fills them (src/app/layout-slots.tsx), so the shell imports no feature.
 */
export interface LayoutSlots {
  headerActions?: ReactNode;
  footerLinks?: ReactNode;
  contact?: ReactNode;
  support?: (pathname: string) => ReactNode;
  cartBadge?: ReactNode;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

export const LayoutSlotsProvider = LayoutSlotsContext.Provider;

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
