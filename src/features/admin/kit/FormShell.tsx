import { Alert, Button, Form, Modal, type FormInstance, type FormProps } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import { adminErrorMessage } from '../api';
import { useFeedback } from './feedback';

interface ShellProps<Values> {
  form?: FormInstance<Values>;
  initialValues?: FormProps<Values>['initialValues'];
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** Log-in and password forms mark no field as required. */
  requiredMark?: false;
  /** Sends the values; the promise settles with the call. */
  onSubmit: (values: Values) => PromiseLike<unknown>;
  /** The call is under way: the submit button spins. */
  busy: boolean;
  /**
   * How the outcome shows: 'notice' (the default) says "Đã lưu." or the server's message in a notice; 'inline' shows
   * `error` above the fields and leaves success to the caller.
   */
  feedback?: 'notice' | 'inline';
  error?: unknown;
  /** The save changes what shoppers' pre-rendered pages show: the notice says when they will (kit/feedback.ts). */
  reachesShoppers?: boolean;
  /** Further messages above the fields (a success, a code sent). */
  notices?: ReactNode;
  children: ReactNode;
}

interface InPage<Values> extends ShellProps<Values> {
  dialog?: undefined;
  /** The submit button's text, after the fields; without it, the fields place a `SubmitButton` themselves. */
  submit?: string;
  /** The submit button spans the card, large (log-in and password cards). */
  wide?: boolean;
}

interface InDialog<Values> extends ShellProps<Values> {
  /** Cancel closes it; `after` follows the fields (a preview of the outcome). */
  dialog: { title: ReactNode; cancelText: string; onClose: () => void; open?: boolean; width?: number; after?: ReactNode };
  /** The OK button's text. */
  submit: string;
}

const Busy = createContext(false);

/** The form's submit button, wherever its fields put it. */
export function SubmitButton({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const busy = useContext(Busy);
  return (
    <Button type="primary" htmlType="submit" loading={busy} block={wide || undefined} size={wide ? 'large' : undefined}>
      {children}
    </Button>
  );
}

/**
 * Every back-office form: the fields laid out in a dialog (OK and cancel) or in the page (a submit button), the call's
 * busy state, and its outcome in Vietnamese — the server's own message when it refuses.
 */
export function FormShell<Values>(props: InPage<Values> | InDialog<Values>) {
  const { initialValues, onValuesChange, requiredMark, onSubmit, busy, feedback = 'notice', error, notices, children, reachesShoppers } = props;
  const [form] = Form.useForm<Values>(props.form);
  const { report } = useFeedback({ reachesShoppers });
  const alert = feedback === 'inline' && error ? <Alert type="error" showIcon title={adminErrorMessage(error)} style={{ marginBottom: 12 }} role="alert" /> : null;
  const fields = (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={requiredMark}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={(values) => {
        const sent = Promise.resolve(onSubmit(values));
        void (feedback === 'inline' ? sent.catch(() => undefined) : report(sent));
      }}
    >
      {children}
      {!props.dialog && props.submit ? <SubmitButton wide={props.wide}>{props.submit}</SubmitButton> : null}
    </Form>
  );
  if (!props.dialog) {
    return (
      <Busy.Provider value={busy}>
        {alert}
        {notices}
        {fields}
      </Busy.Provider>
    );
  }
  const { title, cancelText, onClose, open = true, width, after } = props.dialog;
  return (
    <Modal open={open} title={title} okText={props.submit} cancelText={cancelText} confirmLoading={busy} onCancel={onClose} onOk={() => form.submit()} width={width} destroyOnHidden>
      {alert}
      {notices}
      {fields}
      {after}
    </Modal>
  );
}
