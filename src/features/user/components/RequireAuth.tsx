import { navigate } from 'gatsby';
import { useEffect, type ReactNode } from 'react';
import { Pending, Skeleton } from '../../../shared/layout/Pending';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { loginPath } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import { currentLocation, useSession } from '../hooks';
import { resetLogout } from '../slice';

export function AuthSkeleton() {
  return (
    <Pending>
      <div aria-busy="true" aria-label={vi.common.loading} role="status" style={{ padding: 16, background: '#fff', borderRadius: 14 }}>
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    </Pending>
  );
}

/**
 * Screens that need an account: a skeleton until the session restore has
 * answered, then the screen for a shopper, or /login?redirect=<here> for a guest
 * (home after an explicit log-out).
 */
export function RequireAuth({ children, fallback = <AuthSkeleton /> }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  const { restored, loggedIn, isLogout } = useSession();
  const dispatch = useAppDispatch();
  const mustLeave = hydrated && restored && !loggedIn;

  useEffect(() => {
    if (!mustLeave) return;
    if (isLogout) {
      dispatch(resetLogout());
      void navigate('/home', { replace: true });
    } else {
      void navigate(loginPath(currentLocation()), { replace: true });
    }
  }, [mustLeave, isLogout, dispatch]);

  if (!hydrated || !restored || !loggedIn) return <>{fallback}</>;
  return <>{children}</>;
}

export default RequireAuth;
