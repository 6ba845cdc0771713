import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PendingSkeleton } from '../../../shared/layout/Pending';
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
import { loadFeedback, openModalSoon } from '../../../shared/ui/notices';
import * as controls from '../../../shared/ui/Controls.module.css';
import { cartRentWithPackage } from '../cart-rent';
import { fetchPackages, purchasePackage, resetPurchase, selectMembership } from '../slice';
import * as styles from './Membership.module.css';
import type { MembershipPackage } from '../../../../core/contracts/membership';
import type { OnlineMethod } from '../../../../core/contracts/payment';

// What only a tap or a gateway's return shows (antd's dialog and notices) arrives then: the page's first load has no antd.
const GatewayDialog = lazy(() => import('./GatewayDialog'));
const PaymentResultNotice = lazy(() => import('../../payment/components/ThemedPaymentResultNotice'));

/**
 * `/member-ship`: the packages; a logged-in shopper buys with the wallet, a guest is asked to log in. `prerendered`:
 * the packages on sale when the site was built (drawn at once; the live list replaces them once fetched).
 */
export function MembershipView({ prerendered = null }: { prerendered?: MembershipPackage[] | null }) {
  const t = vi.accounts.membership;
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const askToLogin = useLoginPrompt();
  const live = useAppSelector(selectMembership);
  const { loading, error, purchase } = live;
  const loaded = live.loaded || prerendered !== null;
  const packages = live.loaded || !prerendered ? live.packages : prerendered;
  const profile = useAppSelector((state) => state.profile.profile);
  const current = hydrated && loggedIn ? (profile?.membership?.membershipPackageId ?? null) : null;
  const cartItems = useAppSelector(selectCartItems);
  const rentFor = (pkg: MembershipPackage) =>
    hydrated ? cartRentWithPackage(cartItems, { percentDiscount: pkg.percentDiscount, extendDay: pkg.extendDay }) : null;
  // Buying while a package runs keeps its free-first-order use (server: applyPackagePurchase).
  const firstOrderUsed = hydrated && loggedIn && (profile?.membership?.isUsedFreeFirstOrder ?? false);
  const sandboxed = useSandboxMethods();
  const [gatewayFor, setGatewayFor] = useState<MembershipPackage | null>(null);
  const [gatewayWanted, setGatewayWanted] = useState(false);
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
    setGatewayWanted(true);
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
    void loadFeedback().then(({ message }) => message.success(t.bought(bought?.name ?? '')));
    dispatch(resetPurchase());
  }, [purchase.status, purchase.packageId, packages, dispatch, t]);

  const buy = (pkg: MembershipPackage) => {
    if (!loggedIn) {
      askToLogin();
      return;
    }
    const balance = profile?.walletCoin ?? 0;
    const short = balance < pkg.price;
    openModalSoon('confirm', {
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
        <button type="button" className={controls.button} onClick={() => dispatch(fetchPackages())}>
          {vi.common.retry}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {gatewayResult.phase !== 'idle' ? (
        <Suspense fallback={null}>
          <PaymentResultNotice result={gatewayResult} paidText={vi.payment.membershipPaid(paidPackage)} />
        </Suspense>
      ) : null}
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
                {current === pkg.id ? <span className={styles.current}>{t.current}</span> : null}
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
                <button
                  type="button"
                  className={`${controls.button} ${controls.primary} ${controls.block} ${controls.large}`}
                  disabled={purchase.status === 'pending' && purchase.packageId === pkg.id}
                  aria-busy={purchase.status === 'pending' && purchase.packageId === pkg.id}
                  onClick={() => buy(pkg)}
                >
                  {t.buy}
                </button>
                <button type="button" className={`${controls.button} ${controls.block} ${controls.large}`} onClick={() => payThroughGateway(pkg)}>
                  {vi.payment.payGateway}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {gatewayWanted ? (
        <Suspense fallback={null}>
          <GatewayDialog
            pkg={gatewayFor}
            gateway={gateway}
            onGateway={setGateway}
            sandboxed={sandboxed}
            redirecting={redirecting}
            onStart={() => void startGateway()}
            onCancel={() => setGatewayFor(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export default MembershipView;
