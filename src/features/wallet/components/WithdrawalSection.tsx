import { Alert, Button, Input, InputNumber, Select, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatAmountInput, formatDate, formatVnd } from '../../../../core/format';
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, BANKS, MIN_WITHDRAWAL, bankHolderName, maskedAccount, type BankCode } from '../../../../core/contracts/refund-vocab';
import type { Withdrawal } from '../../../../core/contracts/refund';
import { vi } from '../../../shared/i18n/vi';
import { fetchWithdrawals, requestWithdrawal } from '../api';
import * as styles from './Wallet.module.css';

const STATUS_COLORS: Record<Withdrawal['status'], string> = { requested: 'processing', paid: 'success', rejected: 'error' };
const ACCOUNT_NUMBER = new RegExp(ACCOUNT_NUMBER_PATTERN);
const BANK_OPTIONS = BANK_CODES.map((code) => ({ value: code, label: BANKS[code] }));

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
      {sent ? <Alert type="success" showIcon title={sent} role="status" /> : null}
      {available < MIN_WITHDRAWAL ? (
        <p className={styles.help}>{t.nothing}</p>
      ) : (
        <form
          className={styles.stack}
          style={{ gap: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="withdraw-amount">{t.amount}</label>
          <InputNumber<number>
            controls={false}
            id="withdraw-amount"
            style={{ width: '100%' }}
            size="large"
            value={amount}
            onChange={setAmount}
            formatter={formatAmountInput}
            parser={(text) => Number((text ?? '').replace(/\D/g, '')) || 0}
            suffix="₫"
            status={amount !== null && !amountValid ? 'error' : undefined}
            aria-describedby="withdraw-amount-help"
          />
          <span id="withdraw-amount-help" className={amount !== null && !amountValid ? styles.invalid : styles.help}>
            {amount !== null && !amountValid ? t.amountInvalid(...limits) : t.amountHelp(...limits)}
          </span>
          <label htmlFor="withdraw-bank">{t.bank}</label>
          <Select<BankCode>
            id="withdraw-bank"
            size="large"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t.bankPlaceholder}
            options={BANK_OPTIONS}
            value={bank ?? undefined}
            onChange={setBank}
          />
          <label htmlFor="withdraw-account">{t.accountNumber}</label>
          <Input
            id="withdraw-account"
            size="large"
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, '').slice(0, 19))}
            status={accountNumber && !accountValid ? 'error' : undefined}
            aria-describedby="withdraw-account-help"
          />
          <span id="withdraw-account-help" className={accountNumber && !accountValid ? styles.invalid : styles.help}>
            {accountNumber && !accountValid ? t.accountNumberInvalid : t.accountNumberHelp}
          </span>
          <label htmlFor="withdraw-holder">{t.holder}</label>
          <Input
            id="withdraw-holder"
            size="large"
            autoComplete="name"
            maxLength={80}
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
            aria-describedby="withdraw-holder-help"
          />
          <span id="withdraw-holder-help" className={styles.help}>
            {t.holderHelp(printed)}
          </span>
          <Button type="primary" size="large" htmlType="submit" block disabled={!valid} loading={sending}>
            {t.submit}
          </Button>
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
