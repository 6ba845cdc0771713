import { useEffect, useRef, type ReactNode } from 'react';
import * as controls from './Controls.module.css';

export interface PlainCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Some but not all of what it stands for are checked. */
  indeterminate?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  'aria-label'?: string;
}

/** A native checkbox drawn like antd's (the brand colour when checked), with its label: no antd (issue #34). */
export function PlainCheckbox({ checked, onChange, indeterminate = false, disabled = false, children, 'aria-label': label }: PlainCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={controls.checkbox} data-disabled={disabled || undefined}>
      <input ref={input} type="checkbox" checked={checked} disabled={disabled} aria-label={label} onChange={(event) => onChange(event.target.checked)} />
      {children ? <span>{children}</span> : null}
    </label>
  );
}
