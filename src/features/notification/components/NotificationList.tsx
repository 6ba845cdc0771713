import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { navigate } from 'gatsby';
import { useEffect } from 'react';
import { formatTimeDate } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchNotifications, markAllRead, markRead, selectNotification } from '../slice';
import * as controls from '../../../shared/ui/Controls.module.css';
import * as styles from './Notification.module.css';

/** `/account/notification`: the list, mark one read, read all. Plain controls: the page loads no antd (issue #34). */
export function NotificationList() {
  const t = vi.accounts.notification;
  const dispatch = useAppDispatch();
  const { items, unread, loaded, loading, error, pagination } = useAppSelector(selectNotification);

  useEffect(() => {
    dispatch(fetchNotifications(1));
  }, [dispatch]);

  if (!loaded && (loading || !error)) return <PendingSkeleton active paragraph={{ rows: 6 }} />;
  if (!loaded && error) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <button type="button" className={controls.button} onClick={() => dispatch(fetchNotifications(1))}>
          {vi.common.retry}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <BellOutlined aria-hidden style={{ fontSize: 28, color: '#b0264f' }} />
        <p>{t.empty}</p>
      </div>
    );
  }
  return (
    <div className={styles.stack} style={{ gap: 12 }}>
      <button type="button" className={controls.button} disabled={unread === 0} onClick={() => dispatch(markAllRead())}>
        <CheckOutlined aria-hidden /> {t.readAll}
      </button>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={[styles.item, item.readAt ? '' : styles.unread].join(' ')}>
            <span className={styles.title}>
              {item.readAt ? null : (
                <span className={controls.tag}>{t.unreadTag}</span>
              )}
              {item.title}
            </span>
            <p className={styles.body}>{item.body}</p>
            <div className={styles.footer}>
              <time dateTime={item.createdAt}>{formatTimeDate(item.createdAt)}</time>
              <span className={styles.actions}>
                {item.readAt ? null : (
                  <button type="button" className={`${controls.button} ${controls.small} ${controls.link}`} onClick={() => dispatch(markRead(item.id))}>
                    {t.markRead}
                  </button>
                )}
                {item.link ? (
                  <button
                    type="button"
                    className={`${controls.button} ${controls.small}`}
                    onClick={() => {
                      if (!item.readAt) dispatch(markRead(item.id));
                      if (item.link?.startsWith('/') && !item.link.startsWith('//')) void navigate(item.link);
                    }}
                  >
                    {t.open}
                  </button>
                ) : null}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {items.length < pagination.total ? (
        <button
          type="button"
          className={`${controls.button} ${controls.block}`}
          disabled={loading}
          aria-busy={loading}
          onClick={() => dispatch(fetchNotifications(pagination.page + 1))}
        >
          {vi.catalog.nextPage}
        </button>
      ) : null}
    </div>
  );
}

export default NotificationList;
