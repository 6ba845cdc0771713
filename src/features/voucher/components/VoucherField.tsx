import { TagOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { formatVnd } from '../../../../core/format';
import { loginPath } from '../../../shared/routing/redirect';
import * as controls from '../../../shared/ui/Controls.module.css';
import type { VoucherTerms } from '../../../../core/rules/voucher';
import { voucherStrings as t } from '../strings';

const VoucherPicker = lazy(() => import('./VoucherPicker'));

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, padding: '10px 0', borderTop: '1px solid #f1e6ea', borderBottom: '1px solid #f1e6ea', margin: '8px 0' };

/**
 * The voucher line of a summary: what is applied (code and amount, or why it does not apply) and the way to "Ví
 * voucher". A guest is sent to log in first (the cart is kept).
 */
export function VoucherField({
  loggedIn,
  terms,
  discount,
  problem,
  returnTo,
  onChoose,
}: {
  loggedIn: boolean;
  terms: VoucherTerms | null;
  discount: number;
  problem: string | null;
  returnTo: string;
  onChoose: (terms: VoucherTerms | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div style={row} data-testid="voucher-field">
      <TagOutlined aria-hidden style={{ color: '#b0264f', fontSize: 18 }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <span style={{ fontWeight: 600 }}>{t.row}</span>
        {terms ? (
          <span style={{ display: 'block', fontSize: 13 }}>
            <span style={{ fontWeight: 600, letterSpacing: 0.3 }}>{terms.code}</span>
            {problem ? (
              <span role="note" style={{ display: 'block', color: '#b35c00' }} data-testid="voucher-problem">
                {t.notApplied}: {problem}
              </span>
            ) : (
              <span style={{ color: '#1f7a4d' }} data-testid="voucher-discount">
                {' '}
                −{formatVnd(discount)}
              </span>
            )}
          </span>
        ) : null}
      </div>
      {!loggedIn ? (
        <Link to={loginPath(returnTo)} style={{ color: '#b0264f', fontWeight: 600, fontSize: 13.5 }}>
          {t.loginToUse}
        </Link>
      ) : (
        <>
          {terms ? (
            <button type="button" className={`${controls.button} ${controls.small} ${controls.link}`} onClick={() => onChoose(null)} style={{ paddingInline: 4 }}>
              {t.remove}
            </button>
          ) : null}
          <button type="button" className={`${controls.button} ${controls.small}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
            {terms ? t.change : t.choose}
          </button>
        </>
      )}
      {open ? (
        <Suspense fallback={null}>
          <VoucherPicker
            open
            current={terms?.code ?? null}
            onClose={() => setOpen(false)}
            onApply={(chosen) => {
              onChoose(chosen);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export default VoucherField;
