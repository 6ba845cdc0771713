/** What the registry's entries are, and what follows from them: the screen an address opens, a role's tabs. */
import type { ComponentType } from 'react';
import type { StaffUser } from '../../../core/contracts/admin';
import type { StaffRole } from '../../../core/contracts/admin-vocab';

/** The record an address names after its section: `/admin/orders/12` → 12, `/admin/products/new` → 'new'. */
export type RecordId = number | 'new' | null;

/** What every screen is given: the record its address names, and who is logged in. */
export interface ScreenProps {
  id: RecordId;
  me: StaffUser;
}

/** One back-office screen. */
export interface AdminScreen {
  /** Its address, `/admin/<section>` ('' is /admin itself). */
  section: string;
  /** Its tab's label. */
  title: string;
  /** The roles that see it (the server checks each call again). */
  roles: readonly StaffRole[];
  screen: ComponentType<ScreenProps>;
  /** Opened from another screen only: no tab of its own. */
  hidden?: boolean;
}

/** Where an address leads a role: a screen (with the record it names), or a screen it may not see. */
export type Resolved<Screen extends AdminScreen> = { screen: Screen; id: RecordId; forbidden?: undefined } | { forbidden: Screen };

export const screenPath = (screen: AdminScreen): string => (screen.section ? `/admin/${screen.section}` : '/admin');

export const mayOpen = (screen: AdminScreen, role: StaffRole): boolean => screen.roles.includes(role);

/** `/admin/<section>/<id>` → the section and the record's id, if any. */
export function parseAdminPath(pathname: string): { section: string; id: RecordId } {
  const [, , section = '', id = ''] = pathname.replace(/\/+$/, '').split('/');
  return { section, id: /^\d{1,9}$/.test(id) ? Number(id) : id === 'new' ? 'new' : null };
}

/**
 * The screen an address opens for a role. /admin itself, or a section nobody has, opens the role's landing; a screen
 * the role may not see is named as such, never swapped for another.
 */
export function resolveScreen<Screen extends AdminScreen>(screens: readonly Screen[], landing: Screen, pathname: string, role: StaffRole): Resolved<Screen> {
  const { section, id } = parseAdminPath(pathname);
  const screen = screens.find((candidate) => candidate.section === section);
  if (screen && mayOpen(screen, role)) return { screen, id };
  if (screen && section !== '') return { forbidden: screen };
  return { screen: landing, id: null };
}

/** The tabs a role sees, in the registry's order. */
export const tabsFor = <Screen extends AdminScreen>(screens: readonly Screen[], role: StaffRole): Screen[] => screens.filter((screen) => !screen.hidden && mayOpen(screen, role));
