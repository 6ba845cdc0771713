import type { ReactNode } from 'react';
import { AppRoot as ShellRoot } from '../../src/app/wrap-root';
import type { AppStore } from '../../src/app/store';
import { Themed } from '../../src/shared/theme/Themed';

/** The app root with the antd context around it, as every page that uses antd components wraps itself. */
export function AppRoot({ children, store }: { children: ReactNode; store?: AppStore }) {
  return (
    <ShellRoot store={store}>
      <Themed>{children}</Themed>
    </ShellRoot>
  );
}
