import type { ModalFuncProps } from 'antd';
import type * as FeedbackModule from './feedback';
import type { ModalKind } from './feedback';

type Feedback = typeof FeedbackModule;

let loading: Promise<Feedback> | null = null;

/** antd's static notices, fetched the first time one is shown (see ./feedback). */
export function loadFeedback(): Promise<Feedback> {
  loading ??= import('./feedback');
  return loading;
}

/** A modal opened as soon as its code has arrived; `destroy()` works before and after that. */
export function openModalSoon(kind: ModalKind, props: ModalFuncProps): { destroy(): void } {
  let destroyed = false;
  let opened: { destroy(): void } | null = null;
  void loadFeedback().then((feedback) => {
    if (!destroyed) opened = feedback.openModal(kind, props);
  });
  return {
    destroy() {
      destroyed = true;
      opened?.destroy();
    },
  };
}

export function notifySoon(kind: 'error' | 'info', args: { key?: string; title: string; description: string }): void {
  void loadFeedback().then((feedback) => feedback.notification[kind](args));
}
