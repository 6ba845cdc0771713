import { useState } from 'react';
import { Provider } from 'react-redux';
import { SetPasswordForm } from './auth/SetPasswordForm';
import { StaffShell } from './shell/StaffShell';
import { makeAdminStore } from './store';

function Shell({ pathname }: { pathname: string }) {
  // The owner's one-time link: no session needed (and none asked for).
  if (/^\/admin\/set-password\/?$/.test(pathname)) return <SetPasswordForm hash={typeof window === 'undefined' ? '' : window.location.hash} />;
  return <StaffShell pathname={pathname} />;
}

/** The back-office, mounted by the /admin page in the browser only, with its own store. */
export default function AdminApp({ pathname }: { pathname: string }) {
  const [store] = useState(makeAdminStore);
  return (
    <Provider store={store}>
      <Shell pathname={pathname} />
    </Provider>
  );
}
