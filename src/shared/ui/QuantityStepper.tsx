import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';
import * as styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** The accessible name of the group, e.g. 'Số lượng Áo dài…'. */
  label: string;
  disabled?: boolean;
}

/** − value + buttons (44 px tall touch targets), announced as a labelled group with a live value. */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled = false }: QuantityStepperProps) {
  const upper = Math.max(min, max);
  return (
    <span className={styles.stepper} role="group" aria-label={label}>
      <button type="button" aria-label={vi.cart.decrease} disabled={disabled || value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <MinusOutlined aria-hidden />
      </button>
      <span className={styles.stepperValue} aria-live="polite" data-testid="quantity-value">
        {value}
      </span>
      <button type="button" aria-label={vi.cart.increase} disabled={disabled || value >= upper} onClick={() => onChange(Math.min(upper, value + 1))}>
        <PlusOutlined aria-hidden />
      </button>
    </span>
  );
}

export default QuantityStepper;
