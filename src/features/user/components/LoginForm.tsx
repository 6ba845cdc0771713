import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { Link, navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { identifierRules, normalisePhone, passwordRules } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { redirectFromSearch } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import { useSession } from '../hooks';
import { clearUserError, login } from '../slice';
import { SocialLogin } from './SocialLogin';
import * as styles from './Auth.module.css';

interface LoginValues {
  identifier: string;
  password: string;
}

/** The identifier as the API wants it: a trimmed email, or a phone without spaces. */
export const normaliseIdentifier = (value: string): string => {
  const text = value.trim();
  return text.includes('@') ? text : normalisePhone(text);
};

/** `/login`: email or phone + password; afterwards the `redirect` param (same-site only) or /account. */
export function LoginForm({ search }: { search: string }) {
  const t = vi.accounts;
  const [form] = Form.useForm<LoginValues>();
  const dispatch = useAppDispatch();
  const { loading, error, loggedIn } = useSession();
  const [submitted, setSubmitted] = useState(false);
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
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={loading}
        onValuesChange={() => {
          if (error) dispatch(clearUserError());
        }}
        onFinish={({ identifier, password }) => {
          setSubmitted(true);
          dispatch(login({ provider: 'default', identifier: normaliseIdentifier(identifier), password }));
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
