import { Alert, App, Button, Form, Input, Result } from 'antd';
import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { emailRules, required } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import * as userApi from '../api';
import * as styles from './Auth.module.css';
import { NewPasswordFields } from './NewPasswordFields';

const t = vi.accounts;

/** `/forgot-password`: always the same success text, whether or not the email exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent) {
    return (
      <section className={styles.card}>
        <Result status="success" title={t.forgot.sent} extra={<Link to="/login">{t.forgot.back}</Link>} />
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label={vi.pages.forgotPassword.title}>
      <p className={styles.intro}>{t.forgot.intro}</p>
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        disabled={busy}
        onFinish={async ({ email }) => {
          setBusy(true);
          try {
            await userApi.forgotPassword(email.trim());
            setSent(true);
          } catch {
            // The fetch helper has shown the reason (e.g. too many requests).
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="email" label={t.fields.email} rules={emailRules(t.fields.email, true)}>
          <Input size="large" type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t.forgot.submit}
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to="/login">{t.forgot.back}</Link>
      </p>
    </section>
  );
}

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** `/reset-password?token=`: the new password twice; success → /login. */
export function ResetPasswordForm({ search }: { search: string }) {
  const token = new URLSearchParams(search).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  if (!token) {
    return (
      <section className={styles.card}>
        <Result status="warning" title={t.reset.missingToken} extra={<Link to="/forgot-password">{t.reset.requestAgain}</Link>} />
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label={vi.pages.resetPassword.title}>
      <p className={styles.intro}>{t.reset.intro}</p>
      <Form<NewPasswordValues>
        layout="vertical"
        requiredMark={false}
        disabled={busy}
        onFinish={async ({ password }) => {
          setBusy(true);
          try {
            await userApi.resetPassword(token, password);
            void message.success(t.reset.done);
            void navigate('/login', { replace: true });
          } catch {
            // Bad or expired token: the fetch helper has shown the server's message.
          } finally {
            setBusy(false);
          }
        }}
      >
        <NewPasswordFields label={t.fields.newPassword} confirmLabel={t.fields.confirmNewPassword} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t.reset.submit}
        </Button>
      </Form>
    </section>
  );
}

/** `/account/change-password`. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<NewPasswordValues & { oldPassword: string }>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section className={styles.card} aria-label={vi.pages.account.changePassword}>
      {done ? <Alert className={styles.alert} type="success" showIcon title={t.changePassword.done} role="status" /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={busy}
        onFinish={async ({ oldPassword, password }) => {
          setBusy(true);
          setDone(false);
          try {
            await userApi.changePassword(oldPassword, password);
            form.resetFields();
            setDone(true);
          } catch {
            // Wrong current password: the fetch helper has shown the server's message.
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="oldPassword" label={t.fields.oldPassword} rules={[required(t.fields.oldPassword)]}>
          <Input.Password size="large" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t.fields.newPassword} confirmLabel={t.fields.confirmNewPassword} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t.changePassword.submit}
        </Button>
      </Form>
    </section>
  );
}
