import { CrownOutlined, LogoutOutlined, RightOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { App, Avatar, Badge, Button } from 'antd';
import { Link } from 'gatsby';
import { useEffect, type ComponentType } from 'react';
import { formatDate, formatVnd } from '../../../core/format';
import { textColorOn } from '../../shared/ui/contrast';
import { vi } from '../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { fetchUnreadCount } from '../../features/notification/slice';
import { fetchProfile } from '../../features/profile/slice';
import { useSession } from '../../features/user/hooks';
import { ShopContact } from '../../features/support/components/ShopContact';
import { VerifyAccount } from '../../features/user/components/VerifyAccount';
import { logout } from '../../features/user/slice';
import { accountSections, type AccountSlug } from './routes';
import * as styles from './Account.module.css';
import { PrivacySettings } from './PrivacySettings';
import { ReminderChannels } from '../../features/notification/components/ReminderChannels';

/** `/account`: greeting, membership badge, wallet, the sub-page menu (unread badge on 'Thông báo'), log-out. */
export function AccountHome({ icons }: { icons: Record<AccountSlug, ComponentType> }) {
  const t = vi.accounts.home;
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { consumer, user, loading } = useSession();
  const profile = useAppSelector((state) => state.profile.profile);
  const unread = useAppSelector((state) => state.notification.unread);

  useEffect(() => {
    dispatch(fetchProfile());
    dispatch(fetchUnreadCount());
  }, [dispatch]);

  const name = profile?.fullName || consumer?.fullName || t.guestName;
  const membership = profile?.membership ?? null;
  const walletCoin = profile?.walletCoin ?? 0;

  const confirmLogout = () =>
    modal.confirm({
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
        <Avatar size={56} src={profile?.avatarUrl || undefined} icon={<UserOutlined aria-hidden />} alt="" />
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
            const Icon = icons[section.slug];
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
                  {count > 0 ? <Badge count={count} overflowCount={99} aria-hidden /> : null}
                  <RightOutlined className={styles.chevron} aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className={styles.card}>
        <ShopContact headingId="account-contact" />
      </div>

      <ReminderChannels />

      <PrivacySettings />

      <Button size="large" block danger icon={<LogoutOutlined aria-hidden />} loading={loading} onClick={confirmLogout}>
        {t.logout}
      </Button>
    </div>
  );
}

export default AccountHome;
