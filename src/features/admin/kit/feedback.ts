import { App } from 'antd';
import { adminErrorMessage } from '../api';
import { ta } from '../strings';

/** Tells staff how a save went: "Đã lưu." or the server's Vietnamese message. */
export function useFeedback() {
  const { message } = App.useApp();
  const failed = (failure: unknown) => void message.error(adminErrorMessage(failure));
  return {
    failed,
    report: (pending: Promise<unknown>) => pending.then(() => void message.success(ta.saved), failed),
  };
}
