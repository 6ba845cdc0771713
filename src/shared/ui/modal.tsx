import type { ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { CONFIRM_MODAL_WIDTH } from './constants';
import { openModalSoon } from './notices';

export type AppModalKind = 'success' | 'error' | 'warning' | 'info';

export interface AppModalOptions {
  kind: AppModalKind;
  /** Defaults to the kind's Vietnamese title. */
  title?: ReactNode;
  message?: ReactNode;
  /** Several messages become a list (e.g. every validation error of a form). */
  messages?: readonly ReactNode[];
}

/** The body of the modal: one message as a paragraph, several as a list. */
export function modalContent({ message, messages }: Pick<AppModalOptions, 'message' | 'messages'>): ReactNode {
  const list = (messages ?? []).filter((item) => item !== null && item !== undefined && item !== '');
  if (list.length > 1) {
    return (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {list.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return list[0] ?? message ?? null;
}

/** The one shared modal: a title and a message or a list of messages; kinds success, error, warning, info. */
export function showAppModal(options: AppModalOptions): { destroy(): void } {
  const props: ModalFuncProps = {
    title: options.title ?? vi.ui.modalTitles[options.kind],
    content: modalContent(options),
    okText: vi.ui.modalOk,
    width: CONFIRM_MODAL_WIDTH,
  };
  // antd's themed static modal, its code loaded on first use (./notices).
  return openModalSoon(options.kind, props);
}
