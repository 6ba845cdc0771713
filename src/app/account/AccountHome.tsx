import {
  BellOutlined,
  CrownOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  ProfileOutlined,
  RightOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'gatsby';
import { useEffect, type ComponentType } from 'react';
import { formatDate, formatVnd } from '../../../core/format';
import { textColorOn } from '../../shared/ui/contrast';
import * as controls from '../../shared/ui/Controls.module.css';
import { openModalSoon } from '../../shared/ui/notices';
import { vi } from '../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { fetchUnreadCount } from '../../features/notification/slice';
import { normaliseProfile } from '../../features/profile/profile';
import { fetchProfile } from '../../features/profile/slice';
import { useSession } from '../../features/user/hooks';
import { ShopContact } from '../../features/support/components/ShopContact';
import { VerifyAccount } from '../../features/user/components/VerifyAccount';
import { logout } from '../../features/user/slice';
import { accountSections, type AccountSlug } from './routes';
import * as styles from './Account.module.css';
import { PrivacySettings } from './PrivacySettings';
import { ReminderChannels } from '../../features/notification/components/ReminderChannels';

const sectionIcons: Record<AccountSlug, ComponentType> = {
  profile: IdcardOutlined,
  'order-history': ProfileOutlined,
  'favorite-product': HeartOutlined,
  address: EnvironmentOutlined,
  'my-wallet': WalletOutlined,
  notification: BellOutlined,
  'change-password': LockOutlined,
};

/**
 * `/account`: greeting, membership badge, wallet, the sub-page menu (unread badge on 'Thông báo'), log-out. Plain
 * HTML and CSS, no antd (issue #34). Drawn from the session's own copy of the customer as soon as the session has
 * answered, then from the profile fetched here (the same fields, fresh); the log-out dialog loads when tapped.
 */
export function AccountHome() {
  const t = vi.accounts.home;
  const dispatch = useAppDispatch();
  const { consumer, user, loading } = useSession();
  const fetched = useAppSelector((state) => state.profile.profile);
  const profile = fetched ?? (consumer ? normaliseProfile(consumer) : null);
  const unread = useAppSelector((state) => state.notification.unread);

  useEffect(() => {
    dispatch(fetchProfile());
    dispatch(fetchUnreadCount());
  }, [dispatch]);

  const name = profile?.fullName || t.guestName;
  const membership = profile?.membership ?? null;
  const walletCoin = profile?.walletCoin ?? 0;

  const confirmLogout = () =>
    openModalSoon('confirm', {
      title: t.logoutConfirm,
      okText: t.logout,
      cancelText: vi.accounts.address.cancel,
      onOk: () => {
        dispatch(logout());
      },
    });

  return (
    <div className={styles.stack}>
      <section className={styles.hero} aria-labelledby="account-greeting">
        <span className={styles.avatar}>
          {profile?.avatarUrl ? <img src={profile.avatarUrl} alt="" width={56} height={56} /> : <UserOutlined aria-hidden />}
        </span>
        <div className={styles.heroText}>
          <h2 id="account-greeting" className={styles.greeting}>
            {t.greeting(name)}
          </h2>
          {membership ? (
            <span
              className={styles.badge}
              style={{ background: membership.color, color: textColorOn(membership.color) }}
              data-testid="membership-badge"
            >
              <CrownOutlined aria-hidden /> {membership.name}
            </span>
          ) : (
            <Link to="/member-ship" className={styles.noBadge}>
              {t.noMembership} · {t.buyMembership}
            </Link>
          )}
          {membership ? (
            <span className={styles.muted}>
              {t.discount(membership.percentDiscount)} · {t.membershipUntil(formatDate(membership.expiredDate))}
            </span>
          ) : null}
        </div>
      </section>

      {user ? <VerifyAccount user={user} pendingCredit={profile?.welcomeCreditPending ?? 0} /> : null}

      <Link to="/account/my-wallet" className={styles.walletCard}>
        <span className={styles.walletIcon} aria-hidden="true">
          <WalletOutlined aria-hidden />
        </span>
        <span className={styles.walletText}>
          <span className={styles.muted}>{t.walletCoin}</span>
          <strong className={styles.walletAmount}>{formatVnd(walletCoin)}</strong>
        </span>
        <span className={styles.walletLink}>
          {t.viewWallet} <RightOutlined aria-hidden />
        </span>
      </Link>

      <nav aria-label={vi.pages.account.sectionsLabel}>
        <ul className={styles.menu}>
          {accountSections.map((section) => {
            const Icon = sectionIcons[section.slug];
            const count = section.slug === 'notification' ? unread : 0;
            return (
              <li key={section.slug}>
                <Link
                  to={`/account/${section.slug}`}
                  className={styles.menuLink}
                >
                  <span className={styles.menuIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <span className={styles.menuText}>{section.title}</span>
                  {count > 0 ? <span className="sr-only">, {t.unread(count)}</span> : null}
                  {count > 0 ? (
                    <span className={styles.count} aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  ) : null}
                  <RightOutlined className={styles.chevron} aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className={styles.card}>
        <ShopContact headingId="account-contact" region={false} />
      </div>

      <ReminderChannels />

      <PrivacySettings />

      <button
        type="button"
        className={`${controls.button} ${controls.block} ${controls.large} ${styles.logout}`}
        disabled={loading}
        aria-busy={loading}
        onClick={confirmLogout}
      >
        <LogoutOutlined aria-hidden /> {t.logout}
      </button>
    </div>
  );
}

export default AccountHome;
