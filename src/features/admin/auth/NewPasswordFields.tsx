import { Form, Input } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../../../../core/rules/identifiers';
import { text } from './strings';

const t = text.password;

/** The new password twice; the second must match the first. */
export function NewPasswordFields() {
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
