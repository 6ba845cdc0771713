import { vi } from '../../../shared/i18n/vi';
import { GATEWAY_METHODS, METHOD_COLORS, methodLabel } from '../methods';
import * as styles from './Payment.module.css';
import type { OnlineMethod } from '../../../../core/contracts/payment';

interface Props {
  value: OnlineMethod | null;
  onChange: (method: OnlineMethod) => void;
  /** Methods played by the local sandbox gateway: labelled so. */
  sandboxed?: ReadonlySet<string>;
  name?: string;
}

/** The online gateways as one group of native radios (membership purchase, wallet top-up): no antd (issue #34). */
export function GatewayMethodList({ value, onChange, sandboxed, name = 'gateway-method' }: Props) {
  return (
    <div className={styles.methods} role="radiogroup" aria-label={vi.payment.methodLabel}>
      {GATEWAY_METHODS.map((method) => (
        <label key={method} className={styles.method}>
          <input type="radio" className={styles.radio} name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
          <span className={styles.methodRow}>
            <span className={styles.mark} style={{ background: METHOD_COLORS[method] }} aria-hidden />
            <span className={styles.methodText}>
              <span className={styles.methodName}>{methodLabel(method)}</span>
              <span className={styles.methodHint}>{vi.payment.methodHints[method]}</span>
              {/* Solid and dark: antd's light orange preset reads at 3.3:1 (axe: colour contrast). */}
              {sandboxed?.has(method) ? <span className={styles.sandboxTag}>{vi.payment.sandboxTag}</span> : null}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
