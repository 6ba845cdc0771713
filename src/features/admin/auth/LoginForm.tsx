import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import type { StaffLoginBody } from '../../../../core/contracts/admin';
import { adminErrorMessage, adminErrorReason, useLoginCodeMutation, useLoginMutation } from '../api';
import { FormShell } from '../kit/FormShell';
import { s } from '../kit/styles';
import { text } from './strings';

const t = text.login;
const eye = (visible: boolean) => (visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />);

/**
 * Staff log-in. When strangers' wrong passwords have spent the address's budget for unknown devices, the server asks
 * for a code (429 `login-code-required`): the form then offers to mail one and shows a field for it.
 */
export function LoginForm() {
  const [form] = Form.useForm<StaffLoginBody>();
  const [login, { isLoading, error }] = useLoginMutation();
  const [sendCode, sending] = useLoginCodeMutation();
  const [needsCode, setNeedsCode] = useState(false);
  if (!needsCode && adminErrorReason(error) === 'login-code-required') setNeedsCode(true);
  const requestCode = () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (email) void sendCode({ email });
    else void form.validateFields(['email']);
  };
  const sent = sending.data?.message;
  const notices = (
    <>
      {sent ? <Alert type="success" showIcon title={sent} style={{ marginBottom: 12 }} role="status" /> : null}
      {sending.error ? <Alert type="error" showIcon title={adminErrorMessage(sending.error)} style={{ marginBottom: 12 }} role="alert" /> : null}
    </>
  );
  return (
    <main style={s.loginCard}>
      <Card>
        <h1 style={s.pageTitle}>{t.title}</h1>
        <p style={s.muted}>{t.intro}</p>
        <FormShell<StaffLoginBody>
          form={form}
          requiredMark={false}
          feedback="inline"
          error={error}
          notices={notices}
          busy={isLoading}
          submit={t.submit}
          wide
          onSubmit={(values) => login({ email: values.email, password: values.password, ...(values.code ? { code: values.code.trim() } : {}) })}
        >
          <Form.Item label={t.email} name="email" rules={[{ required: true, message: t.emailRequired }]}>
            <Input type="email" autoComplete="username" inputMode="email" />
          </Form.Item>
          <Form.Item label={t.password} name="password" rules={[{ required: true, message: t.passwordRequired }]}>
            <Input.Password autoComplete="current-password" iconRender={eye} />
          </Form.Item>
          {needsCode ? (
            <>
              <Button block onClick={requestCode} loading={sending.isLoading} style={{ marginBottom: 12 }}>
                {sent ? t.sendCodeAgain : t.sendCode}
              </Button>
              <Form.Item label={t.code} name="code" rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t.codeRequired }]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              </Form.Item>
            </>
          ) : null}
        </FormShell>
      </Card>
    </main>
  );
}
