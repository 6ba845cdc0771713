import { lazy, Suspense, useCallback, useEffect } from 'react';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { formatDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { TopUpForm } from '../../payment/components/TopUpForm';
import { usePaymentResult } from '../../payment/public';
import { fetchProfile } from '../../profile/public';
import { fetchWallet, selectWallet } from '../slice';
import * as styles from './Wallet.module.css';
import { WithdrawalSection } from './WithdrawalSection';
import * as controls from '../../../shared/ui/Controls.module.css';
import { Tag } from '../../../shared/ui/Tag';

// Only a gateway's return shows it (antd's notice): the wallet's own screen loads no antd (issue #34).
const PaymentResultNotice = lazy(() => import('../../payment/components/ThemedPaymentResultNotice'));
const KIND_COLORS = { membership: '#7c5e10', held: '#a84a00', available: 'default' } as const;

/** A signed VND amount: '+200.000 ₫' / '−50.000 ₫'. */
export function signedVnd(amount: number): string {
  if (amount > 0) return `+${formatVnd(amount)}`;
  if (amount < 0) return `−${formatVnd(-amount)}`;
  return formatVnd(0);
}

/** `/account/my-wallet`: both balances, their sum, and the history. */
export function WalletView() {
  const t = vi.accounts.wallet;
  const dispatch = useAppDispatch();
  const wallet = useAppSelector(selectWallet);
  const { availableBalance, membershipAvailableBalance, history, pagination, loaded, loading, error } = wallet;

  useEffect(() => {
    dispatch(fetchWallet(1));
  }, [dispatch]);

  const refresh = useCallback(() => {
    dispatch(fetchWallet(1));
    dispatch(fetchProfile());
  }, [dispatch]);
  const topUpResult = usePaymentResult(refresh);

  if (!loaded && (loading || !error)) return <PendingSkeleton active paragraph={{ rows: 6 }} />;
  if (!loaded && error) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <button type="button" className={controls.button} onClick={() => dispatch(fetchWallet(1))}>
          {vi.common.retry}
        </button>
      </div>
    );
  }

  const total = availableBalance + membershipAvailableBalance;
  const hasMore = history.length < pagination.total;

  return (
    <div className={styles.stack}>
      {topUpResult.phase !== 'idle' ? (
        <Suspense fallback={null}>
          <PaymentResultNotice
            result={topUpResult}
            paidText={topUpResult.phase === 'done' ? vi.payment.topUpPaid(formatVnd(topUpResult.payment.amount)) : null}
          />
        </Suspense>
      ) : null}
      <section className={styles.summary} aria-label={t.total}>
        <span className={styles.summaryLabel}>{t.total}</span>
        <strong className={styles.summaryAmount} data-testid="wallet-total">
          {formatVnd(total)}
        </strong>
        <dl className={styles.balances}>
          <div>
            <dt>{t.available}</dt>
            <dd data-testid="wallet-available">{formatVnd(availableBalance)}</dd>
          </div>
          <div>
            <dt>{t.membership}</dt>
            <dd data-testid="wallet-membership">{formatVnd(membershipAvailableBalance)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.topUp}>
        <TopUpForm />
      </section>

      <WithdrawalSection available={availableBalance} onChanged={refresh} />

      <section aria-labelledby="wallet-history">
        <h2 id="wallet-history" className={styles.sectionTitle}>
          {t.history}
        </h2>
        {history.length === 0 ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <ul className={styles.history}>
            {history.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <div className={styles.entryMain}>
                  <span className={styles.entryTitle}>{entry.description || entry.reason}</span>
                  <span className={styles.entryMeta}>
                    <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                    <Tag color={KIND_COLORS[entry.kind]}>{t.kinds[entry.kind]}</Tag>
                  </span>
                </div>
                <div className={styles.entryAmounts}>
                  <strong className={entry.amount < 0 ? styles.minus : styles.plus}>{signedVnd(entry.amount)}</strong>
                  <span className={styles.entryMeta}>{t.balanceAfter(formatVnd(entry.balanceAfter))}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <button
            type="button"
            className={`${controls.button} ${controls.block}`}
            disabled={loading}
            aria-busy={loading}
            onClick={() => dispatch(fetchWallet(pagination.page + 1))}
            style={{ marginTop: 12 }}
          >
            {vi.catalog.nextPage}
          </button>
        ) : null}
      </section>
    </div>
  );
}

export default WalletView;
