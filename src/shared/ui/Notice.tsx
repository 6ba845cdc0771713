import type { ReactNode } from 'react';
import * as controls from './Controls.module.css';

const KIND_CLASS = { info: controls.noticeInfo, warning: controls.noticeWarning, error: controls.noticeError, success: controls.noticeSuccess } as const;

export interface NoticeProps {
  kind: keyof typeof KIND_CLASS;
  title?: ReactNode;
  children?: ReactNode;
  /** Shown with a close button named `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  /** A button or link after the text (a retry). */
  action?: ReactNode;
  'data-testid'?: string;
  className?: string;
}

/** A notice drawn like antd's Alert: title, text, an action and a close button; errors are announced (no antd). */
export function Notice({ kind, title, children, onClose, closeLabel, action, 'data-testid': testId, className = '' }: NoticeProps) {
  return (
    <div className={`${controls.notice} ${KIND_CLASS[kind]} ${className}`} role={kind === 'error' ? 'alert' : 'status'} data-closable={onClose ? true : undefined} data-testid={testId}>
      {title ? <strong className={controls.noticeTitle}>{title}</strong> : null}
      {children}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
      {onClose ? (
        <button type="button" className={controls.noticeClose} aria-label={closeLabel} onClick={onClose}>
          {/* Drawn here, not antd's icon: log-in's notices come through this file, and its first load stays small. */}
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden focusable="false">
            <path d="M1.5 1.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
