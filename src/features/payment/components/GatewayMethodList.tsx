import { Radio, Tag } from 'antd';
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

/** The online gateways as one radio group (membership purchase, wallet top-up). */
export function GatewayMethodList({ value, onChange, sandboxed, name = 'gateway-method' }: Props) {
  return (
    <Radio.Group className={styles.methods} name={name} value={value} onChange={(event) => onChange(event.target.value as OnlineMethod)} aria-label={vi.payment.methodLabel}>
      {GATEWAY_METHODS.map((method) => (
        <Radio key={method} value={method} className={styles.method}>
          <span className={styles.methodRow}>
            <span className={styles.mark} style={{ background: METHOD_COLORS[method] }} aria-hidden />
            <span className={styles.methodText}>
              <span className={styles.methodName}>{methodLabel(method)}</span>
              <span className={styles.methodHint}>{vi.payment.methodHints[method]}</span>
              {sandboxed?.has(method) ? (
                // Solid and dark: antd's light orange preset reads at 3.3:1 (axe: colour contrast).
                <Tag color="#a84a00" className={styles.sandboxTag}>
                  {vi.payment.sandboxTag}
                </Tag>
              ) : null}
            </span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
