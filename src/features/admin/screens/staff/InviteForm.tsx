import { Form, Input, Select } from 'antd';
import type { StaffInvite } from '../../../../../core/contracts/admin';
import { PASSWORD_MIN_LENGTH } from '../../../../../core/rules/identifiers';
import { FormShell } from '../../kit/FormShell';
import { ta } from '../../strings';
import { useInviteStaffMutation } from './api';
import { roleOptions } from './roles';
import { text as t } from './strings';

/** A new member: name, e-mail, role and a first password. */
export function InviteForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [invite, inviting] = useInviteStaffMutation();
  const [form] = Form.useForm<StaffInvite>();
  return (
    <FormShell<StaffInvite>
      form={form}
      dialog={{ title: t.inviteTitle, cancelText: ta.no, open, onClose }}
      submit={t.save}
      busy={inviting.isLoading}
      initialValues={{ role: 'staff' }}
      onSubmit={(values) =>
        invite({ ...values, email: values.email.trim() })
          .unwrap()
          .then(() => {
            onClose();
            form.resetFields();
          })
      }
    >
      <Form.Item label={t.fullName} name="fullName" rules={[{ required: true, whitespace: true, message: t.fullName }]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.email} name="email" rules={[{ required: true, type: 'email', message: t.email }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.role} name="role">
        <Select options={roleOptions} />
      </Form.Item>
      <Form.Item label={t.password} name="password" rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: t.password }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormShell>
  );
}
