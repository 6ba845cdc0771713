import type { AriaAttributes } from 'react';
import * as controls from '../ui/Controls.module.css';

export interface PlainSwitchProps extends Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby' | 'aria-label'> {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** Saving: the switch waits (and cannot be switched again) until it is done. */
  loading?: boolean;
}

/** An on/off switch drawn like antd's, with the same role (`switch`) and state (`aria-checked`): no antd needed. */
export function PlainSwitch({ checked, onChange, disabled = false, loading = false, ...aria }: PlainSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={controls.toggle}
      onClick={() => onChange(!checked)}
      {...aria}
    >
      <span className={controls.toggleHandle} aria-hidden="true" />
    </button>
  );
}
