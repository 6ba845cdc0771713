import { Form, Input } from 'antd';
import { passwordRules, required, sameAs } from '../../../shared/forms/rules';

/** A new password and its confirmation (register, reset, change password): fields `password` and `confirm`. */
export function NewPasswordFields({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  return (
    <>
      <Form.Item name="password" label={label} rules={passwordRules(label)}>
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label={confirmLabel} dependencies={['password']} rules={[required(confirmLabel), sameAs('password')]}>
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
