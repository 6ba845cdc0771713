import { useCallback, useEffect, useState } from 'react';
import { formatDate, formatVnd } from '../../../../core/format';
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, BANKS, MIN_WITHDRAWAL, bankHolderName, maskedAccount, type BankCode } from '../../../../core/contracts/refund-vocab';
import type { Withdrawal } from '../../../../core/contracts/refund';
import { AmountField } from '../../../shared/forms/AmountField';
import { PlainField, PlainNotice } from '../../../shared/forms/PlainField';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import { Tag } from '../../../shared/ui/Tag';
import { fetchWithdrawals, requestWithdrawal } from '../api';
import * as styles from './Wallet.module.css';

const STATUS_COLORS: Record<Withdrawal['status'], string> = { requested: 'processing', paid: 'success', rejected: 'error' };
const ACCOUNT_NUMBER = new RegExp(ACCOUNT_NUMBER_PATTERN);

/** "Rút tiền về ngân hàng": the request form (amount ≤ the available balance) and the shopper's requests with their status. */
export function WithdrawalSection({ available, onChanged }: { available: number; onChanged: () => void }) {
  const t = vi.accounts.wallet.withdraw;
  const [amount, setAmount] = useState<number | null>(null);
  const [bank, setBank] = useState<BankCode | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [requests, setRequests] = useState<Withdrawal[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(() => {
    fetchWithdrawals()
      .then((page) => {
        setRequests(page.items);
        setLoadFailed(false);
      })
      .catch(() => setLoadFailed(true));
  }, []);
  useEffect(load, [load]);

  const printed = bankHolderName(holder);
  const amountValid = amount !== null && Number.isInteger(amount) && amount >= MIN_WITHDRAWAL && amount <= available;
  const accountValid = ACCOUNT_NUMBER.test(accountNumber);
  const valid = amountValid && bank !== null && accountValid && printed.length >= 2;
  const limits = [formatVnd(available), formatVnd(MIN_WITHDRAWAL)] as const;
  const held = (requests ?? []).filter((row) => row.status === 'requested').reduce((sum, row) => sum + row.amount, 0);

  const submit = async () => {
    if (!valid || bank === null || amount === null) return;
    setSending(true);
    setSent(null);
    try {
      const made = await requestWithdrawal({ amount, bankCode: bank, accountNumber, accountHolder: holder });
      setSent(t.sent(formatVnd(made.amount)));
      setAmount(null);
      load();
      onChanged();
    } catch {
      // The fetch helper has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.withdraw} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">{t.title}</h2>
      <p className={styles.help} style={{ margin: 0 }}>
        {t.intro}
      </p>
      {sent ? <PlainNotice kind="success">{sent}</PlainNotice> : null}
      {available < MIN_WITHDRAWAL ? (
        <p className={styles.help}>{t.nothing}</p>
      ) : (
        <form
          className={styles.stack}
          style={{ gap: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <AmountField
            label={t.amount}
            fieldClassName={styles.field}
            value={amount}
            onAmount={setAmount}
            error={amount !== null && !amountValid ? t.amountInvalid(...limits) : null}
            help={t.amountHelp(...limits)}
          />
          <div className={styles.field}>
            <label htmlFor="withdraw-bank">{t.bank}</label>
            <span className={controls.selectBox}>
              <select id="withdraw-bank" className={controls.select} value={bank ?? ''} onChange={(event) => setBank((event.target.value || null) as BankCode | null)}>
                <option value="" disabled>
                  {t.bankPlaceholder}
                </option>
                {BANK_CODES.map((code) => (
                  <option key={code} value={code}>
                    {BANKS[code]}
                  </option>
                ))}
              </select>
            </span>
          </div>
          <PlainField
            label={t.accountNumber}
            fieldClassName={styles.field}
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            onValue={(text) => setAccountNumber(text.replace(/\D/g, '').slice(0, 19))}
            error={accountNumber && !accountValid ? t.accountNumberInvalid : null}
            help={t.accountNumberHelp}
          />
          <PlainField
            label={t.holder}
            fieldClassName={styles.field}
            autoComplete="name"
            maxLength={80}
            value={holder}
            onValue={setHolder}
            help={t.holderHelp(printed)}
          />
          <button type="submit" className={`${controls.button} ${controls.primary} ${controls.large} ${controls.block}`} disabled={!valid || sending} aria-busy={sending}>
            {t.submit}
          </button>
        </form>
      )}

      <h3 style={{ margin: '6px 0 0', fontSize: 15 }}>{t.requests}</h3>
      {held > 0 ? <p className={styles.help} style={{ margin: 0 }}>{t.held(formatVnd(held))}</p> : null}
      {loadFailed ? (
        <p role="alert" className={styles.invalid}>
          {t.loadError}
        </p>
      ) : null}
      {requests && requests.length > 0 ? (
        <ul className={styles.requests} data-testid="withdrawals">
          {requests.map((row) => (
            <li key={row.id} className={styles.request}>
              <div className={styles.requestMain}>
                <strong>{formatVnd(row.amount)}</strong>
                <span className={styles.help}>
                  {maskedAccount(row.bankCode, row.accountNumber)} · {row.accountHolder}
                </span>
                <span className={styles.help}>
                  <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                  {row.reference ? ` · ${t.reference(row.reference)}` : ''}
                  {row.rejectReason ? ` · ${t.rejectReason(row.rejectReason)}` : ''}
                </span>
              </div>
              <Tag color={STATUS_COLORS[row.status]} style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
                {t.statuses[row.status]}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
