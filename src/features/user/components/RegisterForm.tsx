import { Alert, Button, Form, Input } from 'antd';
import { Link, navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import {
  emailRules,
  maxLength,
  NAME_MAX,
  normalisePhone,
  phoneRules,
  required,
} from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { redirectFromSearch } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import { useSession } from '../hooks';
import { clearUserError, register } from '../slice';
import * as styles from './Auth.module.css';
import { NewPasswordFields } from './NewPasswordFields';

interface RegisterValues {
  fullName: string;
  email?: string;
  phone?: string;
  password: string;
  confirm: string;
}

/** `/register`: full name, email and/or phone, password twice. */
export function RegisterForm({ search }: { search: string }) {
  const t = vi.accounts;
  const [form] = Form.useForm<RegisterValues>();
  const dispatch = useAppDispatch();
  const { loading, error, loggedIn } = useSession();
  const [submitted, setSubmitted] = useState(false);
  const target = redirectFromSearch(search);

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target]);

  const eitherContact = {
    validator: async () => {
      const { email, phone } = form.getFieldsValue(['email', 'phone']) as Partial<RegisterValues>;
      if ((email ?? '').trim() || (phone ?? '').trim()) return undefined;
      throw new Error(t.validation.emailOrPhone);
    },
  };

  return (
    <section className={styles.card} aria-labelledby="register-heading">
      <h2 id="register-heading" className={styles.heading}>
        {t.register.heading}
      </h2>
      <p className={styles.intro}>{t.register.intro}</p>
      {submitted && error ? <Alert className={styles.alert} type="error" showIcon title={error} role="alert" /> : null}
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={loading}
        onValuesChange={() => {
          if (error) dispatch(clearUserError());
        }}
        onFinish={(values) => {
          setSubmitted(true);
          const email = values.email?.trim();
          const phone = values.phone ? normalisePhone(values.phone) : '';
          dispatch(
            register({
              fullName: values.fullName.trim(),
              ...(email ? { email } : {}),
              ...(phone ? { phone } : {}),
              password: values.password,
            }),
          );
        }}
      >
        <Form.Item name="fullName" label={t.fields.fullName} rules={[required(t.fields.fullName), maxLength(t.fields.fullName, NAME_MAX)]}>
          <Input size="large" autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t.fields.email} dependencies={['phone']} rules={[...emailRules(t.fields.email, false), eitherContact]}>
          <Input size="large" type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="phone" label={t.fields.phone} dependencies={['email']} rules={[...phoneRules(t.fields.phone, false), eitherContact]}>
          <Input size="large" type="tel" autoComplete="tel" inputMode="tel" placeholder="0912345678" />
        </Form.Item>
        <NewPasswordFields label={t.fields.password} confirmLabel={t.fields.confirmPassword} />
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {t.register.submit}
        </Button>
      </Form>
      <p className={styles.footer}>
        {t.register.hasAccount} <Link to={search.includes('redirect=') ? `/login${search}` : '/login'}>{t.register.login}</Link>
      </p>
    </section>
  );
}

export default RegisterForm;
