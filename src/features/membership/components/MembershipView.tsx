import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import { App, Button, Modal, Tag } from 'antd';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { useCallback, useEffect, useState } from 'react';
import { formatVnd } from '../../../../core/format';
import { textColorOn } from '../../../shared/ui/contrast';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { membershipFreeDays } from '../../../../core/rules/pricing';
import { INCLUDED_RENTAL_DAYS } from '../../../../core/rules/rental-dates';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { selectCartItems } from '../../cart/public';
import { fetchProfile } from '../../profile/public';
import { useLoggedIn, useLoginPrompt } from '../../user/public';
import { followPayment, startMembershipPayment, usePaymentResult, useSandboxMethods } from '../../payment/public';
import { GatewayMethodList } from '../../payment/components/GatewayMethodList';
import { PaymentResultNotice } from '../../payment/components/PaymentResultNotice';
import { cartRentWithPackage } from '../cart-rent';
import { fetchPackages, purchasePackage, resetPurchase, selectMembership } from '../slice';
import * as styles from './Membership.module.css';
import type { MembershipPackage } from '../../../../core/contracts/membership';
import type { OnlineMethod } from '../../../../core/contracts/payment';

/** `/member-ship`: the packages; a logged-in shopper buys with the wallet, a guest is asked to log in. */
export function MembershipView() {
  const t = vi.accounts.membership;
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const { modal, message } = App.useApp();
  const loggedIn = useLoggedIn();
  const askToLogin = useLoginPrompt();
  const { packages, loaded, loading, error, purchase } = useAppSelector(selectMembership);
  const profile = useAppSelector((state) => state.profile.profile);
  const current = hydrated && loggedIn ? (profile?.membership?.membershipPackageId ?? null) : null;
  const cartItems = useAppSelector(selectCartItems);
  const rentFor = (pkg: MembershipPackage) =>
    hydrated ? cartRentWithPackage(cartItems, { percentDiscount: pkg.percentDiscount, extendDay: pkg.extendDay }) : null;
  // Buying while a package runs keeps its free-first-order use (server: applyPackagePurchase).
  const firstOrderUsed = hydrated && loggedIn && (profile?.membership?.isUsedFreeFirstOrder ?? false);
  const sandboxed = useSandboxMethods();
  const [gatewayFor, setGatewayFor] = useState<MembershipPackage | null>(null);
  const [gateway, setGateway] = useState<OnlineMethod | null>('momo');
  const [redirecting, setRedirecting] = useState(false);
  const refreshProfile = useCallback(() => dispatch(fetchProfile()), [dispatch]);
  const gatewayResult = usePaymentResult(refreshProfile);
  const paidPackage =
    gatewayResult.phase === 'done' ? packages.find((pkg) => pkg.id === profile?.membership?.membershipPackageId)?.name ?? '' : '';

  const payThroughGateway = (pkg: MembershipPackage) => {
    if (!loggedIn) {
      askToLogin();
      return;
    }
    setGatewayFor(pkg);
  };

  const startGateway = async () => {
    if (!gatewayFor || !gateway) return;
    setRedirecting(true);
    try {
      const payment = await startMembershipPayment(gatewayFor.id, gateway);
      if (!followPayment(payment)) setRedirecting(false);
    } catch {
      setRedirecting(false);
    }
  };

  useEffect(() => {
    dispatch(fetchPackages());
  }, [dispatch]);

  useEffect(() => {
    if (loggedIn) dispatch(fetchProfile());
  }, [loggedIn, dispatch]);

  useEffect(() => {
    if (purchase.status !== 'done') return;
    const bought = packages.find((pkg) => pkg.id === purchase.packageId);
    void message.success(t.bought(bought?.name ?? ''));
    dispatch(resetPurchase());
  }, [purchase.status, purchase.packageId, packages, message, dispatch, t]);

  const buy = (pkg: MembershipPackage) => {
    if (!loggedIn) {
      askToLogin();
      return;
    }
    const balance = profile?.walletCoin ?? 0;
    const short = balance < pkg.price;
    modal.confirm({
      title: t.confirmTitle(pkg.name),
      icon: <CrownOutlined aria-hidden style={{ color: '#b0264f' }} />,
      content: (
        <dl className={styles.confirm}>
          <div>
            <dt>{t.confirmPrice}</dt>
            <dd>{formatVnd(pkg.price)}</dd>
          </div>
          <div>
            <dt>{t.confirmBalance}</dt>
            <dd>{formatVnd(balance)}</dd>
          </div>
          <div>
            <dt>{t.confirmAfter}</dt>
            <dd className={short ? styles.short : undefined}>{short ? t.insufficient : formatVnd(balance - pkg.price)}</dd>
          </div>
        </dl>
      ),
      okText: t.confirmOk,
      cancelText: vi.accounts.address.cancel,
      onOk: () => {
        dispatch(purchasePackage(pkg.id));
      },
    });
  };

  if (!loaded && (loading || !error)) return <PendingSkeleton active paragraph={{ rows: 8 }} />;
  if (!loaded && error) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <Button onClick={() => dispatch(fetchPackages())}>{vi.common.retry}</Button>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <PaymentResultNotice result={gatewayResult} paidText={vi.payment.membershipPaid(paidPackage)} />
      <p className={styles.intro}>{t.intro}</p>
      {/* Drawn from the first paint (an empty cart is the usual case), not added above the plans after hydration. */}
      {packages.length > 0 && rentFor(packages[0]!) === null ? <p className={styles.intro}>{t.cartHint}</p> : null}
      {packages.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
      <ul className={styles.list}>
        {packages.map((pkg) => {
          const freeDays = membershipFreeDays(pkg.extendDay);
          const rent = rentFor(pkg);
          return (
            <li key={pkg.id} className={styles.card}>
              <div
                className={styles.head}
                style={{ background: pkg.color, color: textColorOn(pkg.color) }}
                role="group"
                aria-label={t.swatch(pkg.color)}
              >
                <h2 className={styles.name}>
                  <CrownOutlined aria-hidden /> {pkg.name}
                </h2>
                {current === pkg.id ? <Tag className={styles.current}>{t.current}</Tag> : null}
              </div>
              <div className={styles.body}>
                <strong className={styles.price}>{formatVnd(pkg.price)}</strong>
                <span className={styles.duration}>{t.duration(pkg.durationDays)}</span>
                <ul className={styles.perks}>
                  <li>
                    <CheckCircleFilled aria-hidden /> {t.discount(pkg.percentDiscount)}
                  </li>
                  {freeDays > 0 ? (
                    <li>
                      <CheckCircleFilled aria-hidden /> {t.extendDay(freeDays, INCLUDED_RENTAL_DAYS + freeDays)}
                    </li>
                  ) : null}
                  {pkg.isFreeFirstOrder ? (
                    <li>
                      <CheckCircleFilled aria-hidden /> {t.freeFirstOrder}
                    </li>
                  ) : null}
                </ul>
                {pkg.description ? <p className={styles.description}>{pkg.description}</p> : null}
                {rent ? (
                  <div className={styles.cartRent} data-testid="cart-rent">
                    <span className={styles.cartRentLabel}>{t.cartPrice}</span>
                    <strong>{formatVnd(rent.membershipPrice)}</strong>
                    {rent.membershipPrice < rent.price ? <span>{t.cartPriceInstead(formatVnd(rent.price))}</span> : null}
                    {pkg.isFreeFirstOrder && !firstOrderUsed ? <span className={styles.cartRentLabel}>{t.cartFirstOrderFree}</span> : null}
                  </div>
                ) : null}
                <Button
                  type="primary"
                  size="large"
                  block
                  loading={purchase.status === 'pending' && purchase.packageId === pkg.id}
                  onClick={() => buy(pkg)}
                >
                  {t.buy}
                </Button>
                <Button size="large" block onClick={() => payThroughGateway(pkg)}>
                  {vi.payment.payGateway}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        open={gatewayFor !== null}
        title={gatewayFor ? vi.payment.gatewayTitle(gatewayFor.name) : ''}
        okText={vi.payment.continue}
        cancelText={vi.accounts.address.cancel}
        okButtonProps={{ disabled: !gateway, loading: redirecting }}
        onOk={() => void startGateway()}
        onCancel={() => setGatewayFor(null)}
        destroyOnHidden
      >
        {gatewayFor ? <p className={styles.intro}>{formatVnd(gatewayFor.price)}</p> : null}
        <GatewayMethodList value={gateway} onChange={setGateway} sandboxed={sandboxed} name="membership-method" />
      </Modal>
    </div>
  );
}

export default MembershipView;
