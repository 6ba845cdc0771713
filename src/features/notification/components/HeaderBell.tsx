import { BellOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { useAppSelector } from '../../../shared/state/hooks';
import { useLoggedIn } from '../../user/public';
import * as styles from './Notification.module.css';

function Bell() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const unread = useAppSelector((state) => state.notification.unread);
  if (!hydrated || !loggedIn) return null;
  const t = vi.accounts.notification;
  return (
    <Link to="/account/notification" aria-label={unread > 0 ? t.bellLabelCount(unread) : t.bellLabel} className={styles.bell}>
      <BellOutlined aria-hidden style={{ fontSize: 21 }} />
      {unread > 0 ? (
        <span className={styles.bellCount} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** The header bell with the unread count, for a logged-in shopper (nothing for guests or outside a store). */
export function HeaderBell() {
  return useContext(ReactReduxContext) ? <Bell /> : null;
}

export default HeaderBell;
