import { Alert, Card, Form, Input } from 'antd';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { text } from '../../auth/strings';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useChangePasswordMutation } from './api';

const t = text.password;

type Values = { oldPassword: string; newPassword: string; confirm: string };

/** "Đổi mật khẩu": the logged-in member's own password; the server ends their other sessions. */
export function ChangePasswordPage() {
  const [form] = Form.useForm<Values>();
  const [change, { isLoading, error, data, reset }] = useChangePasswordMutation();
  return (
    <Card style={{ maxWidth: 480 }}>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <p style={s.muted}>{t.intro}</p>
      <FormShell<Values>
        form={form}
        requiredMark={false}
        feedback="inline"
        error={error}
        notices={data ? <Alert type="success" showIcon title={data.message} style={{ marginBottom: 12 }} role="status" /> : null}
        busy={isLoading}
        submit={t.submit}
        onValuesChange={() => (data || error ? reset() : undefined)}
        onSubmit={(values) =>
          change({ oldPassword: values.oldPassword, newPassword: values.newPassword })
            .unwrap()
            .then(() => form.resetFields())
        }
      >
        <Form.Item label={t.old} name="oldPassword" rules={[{ required: true, message: t.oldRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
      </FormShell>
    </Card>
  );
}
