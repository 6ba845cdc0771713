import { Alert, Button, Drawer, Input, Skeleton } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { formatDate } from '../../../../core/format';
import { normalizeVoucherCode, voucherSummary, type VoucherTerms } from '../../../../core/rules/voucher';
import { checkVoucher, fetchVoucherWallet } from '../api';
import { voucherStrings as t } from '../strings';
import { Themed } from '../../../shared/theme/Themed';
import type { ComponentProps } from 'react';

const CODE = /^[A-Z0-9]{3,20}$/;

// Inline styles: the picker is in the cart's chunk only; a CSS module would go to every page's stylesheet.
const ticket: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: 10,
  padding: '12px 14px',
  border: '1px dashed #e3a3b6',
  borderLeft: '6px solid #b0264f',
  borderRadius: 12,
  background: '#fffafb',
};
const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 };
const muted: CSSProperties = { color: '#6b5a60', fontSize: 13 };

/**
 * "Ví voucher": a field for a typed code and the running vouchers the shopper can still use. A typed code is checked
 * by the server (it exists, these are its terms); whether it applies to this cart is the shared rule's answer.
 */
export function VoucherPicker({ open, current, onClose, onApply }: { open: boolean; current: string | null; onClose: () => void; onApply: (terms: VoucherTerms) => void }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [wallet, setWallet] = useState<VoucherTerms[] | null>(null);
  const [walletError, setWalletError] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setWalletError(false);
    fetchVoucherWallet()
      .then((reply) => live && setWallet(reply.items))
      .catch(() => live && setWalletError(true));
    return () => {
      live = false;
    };
  }, [open]);

  const apply = async () => {
    const typed = normalizeVoucherCode(code);
    if (!CODE.test(typed)) {
      setCodeError(t.codeFormat);
      return;
    }
    setChecking(true);
    setCodeError(null);
    try {
      onApply(await checkVoucher(typed));
      setCode('');
    } catch (error) {
      // The fetch helper's errors carry the server's Vietnamese message.
      setCodeError((error as Error).message);
    } finally {
      setChecking(false);
    }
  };

  let walletBody;
  if (walletError) walletBody = <Alert type="error" showIcon title={t.walletError} />;
  else if (!wallet) walletBody = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (wallet.length === 0) walletBody = <p style={muted}>{t.walletEmpty}</p>;
  else
    walletBody = (
      <ul style={list} aria-label={t.walletTitle}>
        {wallet.map((terms) => (
          <li key={terms.code} style={ticket} data-testid="voucher-ticket">
            <div style={{ minWidth: 0 }}>
              <strong style={{ display: 'block', color: '#1f1a1c' }}>{terms.title}</strong>
              <span style={{ display: 'block', fontSize: 13.5 }}>{voucherSummary(terms)}</span>
              <span style={muted}>
                {terms.code} · {t.until(formatDate(new Date(Date.parse(terms.endsAt) - 1)))}
                {terms.usesLeft !== null && terms.usesLeft <= 20 ? ` · ${t.usesLeft(terms.usesLeft)}` : ''}
              </span>
            </div>
            {terms.code === current ? (
              <span style={{ color: '#b0264f', fontWeight: 600 }}>{t.inUse}</span>
            ) : (
              <Button type="primary" ghost onClick={() => onApply(terms)} aria-label={`${t.use} ${terms.code}`}>
                {t.use}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <Drawer open={open} onClose={onClose} placement="bottom" size="auto" title={t.sheetTitle} closable={{ 'aria-label': t.close }} styles={{ body: { padding: 16 } }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 6 }}
      >
        <div style={{ flex: 1 }}>
          <label htmlFor="voucher-code" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {t.codeLabel}
          </label>
          <Input
            id="voucher-code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder={t.codePlaceholder}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            status={codeError ? 'error' : undefined}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'voucher-code-error' : undefined}
            size="large"
          />
        </div>
        <Button htmlType="submit" type="primary" size="large" loading={checking} disabled={code.trim() === ''}>
          {t.apply}
        </Button>
      </form>
      <p id="voucher-code-error" role={codeError ? 'alert' : undefined} style={{ color: '#c0223b', fontSize: 13, minHeight: 18, margin: '0 0 10px' }}>
        {codeError ?? ''}
      </p>
      <h3 style={{ fontSize: 15, margin: '0 0 10px' }}>{t.walletTitle}</h3>
      {walletBody}
    </Drawer>
  );
}

/** The picker in antd's context: the cart that opens it loads no antd of its own (issue #34). */
export default function ThemedVoucherPicker(props: ComponentProps<typeof VoucherPicker>) {
  return (
    <Themed>
      <VoucherPicker {...props} />
    </Themed>
  );
}
