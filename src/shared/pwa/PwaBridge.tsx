import { useEffect, useRef } from 'react';
import { hideLoader, showLoader } from '../loader/slice';
import { useAppDispatch } from '../state/hooks';
import { vi } from '../i18n/vi';
import { notifySoon } from '../ui/notices';
import { ROUTE_DELAYED, ROUTE_UPDATED, SW_UPDATE_READY, onPwaEvent } from './events';

/**
 * Inside the app root: a delayed route change (> 1 s, Gatsby's onRouteUpdateDelayed) shows the
 * global loading bar until the route updates; a new service worker shows a notice that the next
 * navigation reloads the page (Gatsby's `window.___swUpdated`).
 */
export function PwaBridge() {
  const dispatch = useAppDispatch();
  const showing = useRef(false);

  useEffect(() => {
    const stopDelayed = onPwaEvent(ROUTE_DELAYED, () => {
      if (showing.current) return;
      showing.current = true;
      dispatch(showLoader());
    });
    const stopUpdated = onPwaEvent(ROUTE_UPDATED, () => {
      if (!showing.current) return;
      showing.current = false;
      dispatch(hideLoader());
    });
    return () => {
      stopDelayed();
      stopUpdated();
      if (showing.current) dispatch(hideLoader());
      showing.current = false;
    };
  }, [dispatch]);

  useEffect(() => {
    let shown = false;
    const announce = () => {
      if (shown) return;
      shown = true;
      notifySoon('info', { key: 'sw-update', title: vi.pwa.updateTitle, description: vi.pwa.updateText });
    };
    if (window.___swUpdated) announce();
    return onPwaEvent(SW_UPDATE_READY, announce);
  }, []);

  return null;
}

export default PwaBridge;
