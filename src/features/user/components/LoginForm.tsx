import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { Link, navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { identifierRules, normalisePhone, passwordRules } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { redirectFromSearch } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import { useSession } from '../hooks';
import { requestLoginCode } from '../api';
import { clearUserError, login } from '../slice';
import { SocialLogin } from './SocialLogin';
import * as styles from './Auth.module.css';

interface LoginValues {
  identifier: string;
  password: string;
  code?: string;
}

/** The identifier as the API wants it: a trimmed email, or a phone without spaces. */
export const normaliseIdentifier = (value: string): string => {
  const text = value.trim();
  return text.includes('@') ? text : normalisePhone(text);
};

/**
 * `/login`: email or phone + password; afterwards the `redirect` param (same-site only) or /account. When strangers'
 * wrong passwords have spent the account's budget for unknown devices (429 `login-code-required`), the form offers
 * a code sent to the account's email or phone and a field for it.
 */
export function LoginForm({ search }: { search: string }) {
  const t = vi.accounts;
  const [form] = Form.useForm<LoginValues>();
  const dispatch = useAppDispatch();
  const { loading, error, errorReason, loggedIn } = useSession();
  const [submitted, setSubmitted] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!needsCode && errorReason === 'login-code-required') setNeedsCode(true);

  const sendCode = () => {
    const identifier = String(form.getFieldValue('identifier') ?? '').trim();
    if (!identifier) {
      void form.validateFields(['identifier']);
      return;
    }
    setSending(true);
    requestLoginCode(normaliseIdentifier(identifier))
      .then(({ message }) => setCodeSent(message), () => setCodeSent(null))
      .finally(() => setSending(false));
  };
  const target = redirectFromSearch(search);

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target]);

  const registerHref = search.includes('redirect=') ? `/register${search}` : '/register';

  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <h2 id="login-heading" className={styles.heading}>
        {t.login.heading}
      </h2>
      <p className={styles.intro}>{t.login.intro}</p>
      {submitted && error ? <Alert className={styles.alert} type="error" showIcon title={error} role="alert" /> : null}
      {codeSent ? <Alert className={styles.alert} type="success" showIcon title={codeSent} role="status" /> : null}
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={loading}
        onValuesChange={() => {
          if (error) dispatch(clearUserError());
        }}
        onFinish={({ identifier, password, code }) => {
          setSubmitted(true);
          dispatch(login({ provider: 'default', identifier: normaliseIdentifier(identifier), password, ...(code ? { code: code.trim() } : {}) }));
        }}
      >
        <Form.Item name="identifier" label={t.fields.identifier} rules={identifierRules(t.fields.identifier)} validateTrigger="onBlur">
          <Input
            size="large"
            prefix={<UserOutlined aria-hidden />}
            placeholder={t.fields.identifierPlaceholder}
            autoComplete="username"
            inputMode="email"
          />
        </Form.Item>
        <Form.Item name="password" label={t.fields.password} rules={passwordRules(t.fields.password)}>
          <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
        </Form.Item>
        {needsCode ? (
          <>
            <Button block onClick={sendCode} loading={sending} className={styles.alert}>
              {codeSent ? t.login.sendCodeAgain : t.login.sendCode}
            </Button>
            <Form.Item name="code" label={t.login.code} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t.login.codeRequired }]}>
              <Input size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          </>
        ) : null}
        <div className={styles.row}>
          <Link to="/forgot-password">{t.login.forgot}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {t.login.submit}
        </Button>
      </Form>
      <SocialLogin />
      <p className={styles.footer}>
        {t.login.noAccount} <Link to={registerHref}>{t.login.register}</Link>
      </p>
    </section>
  );
}

export default LoginForm;
