import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../../../../core/rules/identifiers';
import { adminErrorMessage, useChangePasswordMutation, useSetPasswordMutation } from '../api';
import { ta } from '../strings';
import { s } from './styles';

const t = ta.password;

/** The new password twice; the second must match the first. */
function NewPasswordFields() {
  return (
    <>
      <Form.Item label={t.new} name="newPassword" rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: t.newRequired }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t.confirm}
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t.mismatch },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t.mismatch))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** "Đổi mật khẩu": the logged-in member's own password; the server ends their other sessions. */
export function ChangePasswordPage() {
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; confirm: string }>();
  const [change, { isLoading, error, data, reset }] = useChangePasswordMutation();
  return (
    <Card style={{ maxWidth: 480 }}>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <p style={s.muted}>{t.intro}</p>
      {error ? <Alert type="error" showIcon title={adminErrorMessage(error)} style={{ marginBottom: 12 }} role="alert" /> : null}
      {data ? <Alert type="success" showIcon title={data.message} style={{ marginBottom: 12 }} role="status" /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onValuesChange={() => (data || error ? reset() : undefined)}
        onFinish={(values) => {
          void change({ oldPassword: values.oldPassword, newPassword: values.newPassword })
            .unwrap()
            .then(() => form.resetFields(), () => undefined);
        }}
      >
        <Form.Item label={t.old} name="oldPassword" rules={[{ required: true, message: t.oldRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}

/** The token of a set-password link: `/admin/set-password#token=…` (in the fragment, so no server log keeps it). */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/** The screen the owner's one-time link opens: a new password for the member, then the log-in form. */
export function SetPasswordForm({ hash }: { hash: string }) {
  const token = linkToken(hash);
  const [setPassword, { isLoading, error, data }] = useSetPasswordMutation();
  const toLogin = (
    <Button type="primary" href="/admin">
      {t.toLogin}
    </Button>
  );
  if (!token) return <Result status="warning" title={t.noToken} extra={toLogin} />;
  if (data) return <Result status="success" title={data.message} extra={toLogin} />;
  return (
    <main style={s.loginCard}>
      <Card>
        <h1 style={s.pageTitle}>{t.setTitle}</h1>
        <p style={s.muted}>{t.setIntro}</p>
        {error ? <Alert type="error" showIcon title={adminErrorMessage(error)} style={{ marginBottom: 12 }} role="alert" /> : null}
        <Form layout="vertical" requiredMark={false} onFinish={(values: { newPassword: string }) => void setPassword({ token, password: values.newPassword })}>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {t.setSubmit}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
