import type { Page } from '@playwright/test';

/** A day's button in the open rental date picker (the calendar marks each with its ISO day). */
export const calendarDay = (page: Page, iso: string) => page.locator(`.ant-drawer-open [data-testid="picker-calendar"] button[data-day="${iso}"]`);
