import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { vi } from '../../shared/i18n/vi';
import { loginPath } from '../../shared/routing/redirect';
import { openModalSoon } from '../../shared/ui/notices';
import { useAppSelector } from '../../shared/state/hooks';
import { selectIsLoggedIn, selectUser } from './slice';

/** The current path and query, to come back to after logging in. */
export const currentLocation = (): string =>
  typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;

/**
 * Whether a shopper is logged in, and nothing else: a component that needs only this (every card's heart, the bell)
 * does not re-render when the session's loading flags change — store updates render synchronously.
 */
export function useLoggedIn(): boolean {
  return useAppSelector(selectIsLoggedIn);
}

export function useSession() {
  const state = useAppSelector(selectUser);
  return { ...state, loggedIn: !state.isGuest && state.user !== null };
}

/** Asks a guest to log in (antd confirm, themed); 'Đăng nhập' goes to /login?redirect=<here>. */
export function useLoginPrompt(): (returnTo?: string) => void {
  return useCallback((returnTo?: string) => {
    const t = vi.accounts.login;
    openModalSoon('confirm', {
      title: t.required,
      content: t.requiredText,
      okText: t.loginCta,
      cancelText: t.cancel,
      onOk: () => navigate(loginPath(returnTo ?? currentLocation())),
    });
  }, []);
}
