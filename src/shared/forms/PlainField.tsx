import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { Notice } from '../ui/Notice';
import * as styles from './PlainField.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix' | 'id'>;

export interface PlainFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The message of the rule the value breaks, shown under the field. */
  error?: string | null;
  /** An icon inside the field, before the text. */
  prefix?: ReactNode;
  /** A unit inside the field, after the text ('₫'). */
  suffix?: ReactNode;
  /** A hint under the field while it has no error. */
  help?: ReactNode;
  /** A password: hidden, with a button to show it. */
  secret?: boolean;
  /** The label for screen readers only (a search field whose button says what it is for). */
  labelHidden?: boolean;
  /** The wrapper's class (its place in a row, its margins). */
  fieldClassName?: string;
}

/**
 * A labelled input drawn like the antd theme's large input (44 px, radius 10, the brand's focus ring), its error under
 * it: for shopper pages whose first screen is a form (log-in, register) and loads no antd (issue #34).
 */
export function PlainField({ label, value, onValue, error, prefix, suffix, help, secret = false, labelHidden = false, fieldClassName, ...input }: PlainFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = error ? errorId : help ? helpId : undefined;
  return (
    <div className={fieldClassName ?? styles.field}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : styles.label}>
        {label}
      </label>
      <span className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          {...input}
          id={id}
          className={styles.input}
          type={secret ? (shown ? 'text' : 'password') : (input.type ?? 'text')}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        {secret ? (
          <button type="button" className={styles.reveal} aria-label={shown ? vi.accounts.hidePassword : vi.accounts.showPassword} aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        ) : null}
      </span>
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : help ? (
        <div id={helpId} className={styles.help}>
          {help}
        </div>
      ) : null}
    </div>
  );
}

/** Focuses the first of `fields` (in order) that has a problem, by its input's name; true when one has. */
export function focusFirstProblem(form: HTMLFormElement | null, fields: readonly string[], found: Readonly<Record<string, string | null>>): boolean {
  const wrong = fields.find((field) => found[field]);
  if (wrong) form?.querySelector<HTMLInputElement>(`[name="${wrong}"]`)?.focus();
  return wrong !== undefined;
}

/** A notice over a form (a refused log-in, a code sent), drawn like antd's Alert. */
export function PlainNotice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <Notice kind={kind} className={styles.noticeGap}>
      {children}
    </Notice>
  );
}
