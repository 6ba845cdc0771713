import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { adminErrorMessage, useLoginMutation } from '../api';
import { ta } from '../strings';
import { s } from './styles';

export function LoginForm() {
  const t = ta.login;
  const [login, { isLoading, error }] = useLoginMutation();
  return (
    <main style={s.loginCard}>
      <Card>
        <h1 style={s.pageTitle}>{t.title}</h1>
        <p style={s.muted}>{t.intro}</p>
        {error ? <Alert type="error" showIcon title={adminErrorMessage(error)} style={{ marginBottom: 12 }} role="alert" /> : null}
        <Form layout="vertical" requiredMark={false} onFinish={(values: { email: string; password: string }) => void login(values)}>
          <Form.Item label={t.email} name="email" rules={[{ required: true, message: t.emailRequired }]}>
            <Input type="email" autoComplete="username" inputMode="email" />
          </Form.Item>
          <Form.Item label={t.password} name="password" rules={[{ required: true, message: t.passwordRequired }]}>
            <Input.Password autoComplete="current-password" iconRender={(visible) => (visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {t.submit}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
