import { App, Button, Card, Form, Input, Modal, Result, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TAG_TONES } from '../../order/components/StatusTag';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '../../../../core/contracts/admin-vocab';
import type { StaffInvite, StaffPasswordLink } from '../../../../core/contracts/admin';
import { formatTimeDate } from '../../../../core/format';
import { PASSWORD_MIN_LENGTH } from '../../../../core/rules/identifiers';
import { adminErrorMessage, useInviteStaffMutation, useResetStaffPasswordMutation, useStaffQuery, useUpdateStaffMutation } from '../api';
import { ta } from '../strings';
import { s } from './styles';

const roleOptions = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));

/** The owner's staff list: add with a first password, change the role, disable or enable, reset a password. */
export function StaffPage({ selfId }: { selfId: number }) {
  const t = ta.staff;
  const { message, modal } = App.useApp();
  const { data, error, isLoading, refetch } = useStaffQuery();
  const [invite, inviting] = useInviteStaffMutation();
  const [update] = useUpdateStaffMutation();
  const [resetPassword] = useResetStaffPasswordMutation();
  const [link, setLink] = useState<(StaffPasswordLink & { name: string }) | null>(null);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<StaffInvite>();
  const change = (id: number, body: { role?: StaffRole; disabled?: boolean }) =>
    update({ id, body })
      .unwrap()
      .then(
        () => void message.success(ta.order.done),
        (failure: unknown) => void message.error(adminErrorMessage(failure)),
      );

  const confirmReset = (id: number, name: string) =>
    modal.confirm({
      title: t.reset,
      content: t.resetConfirm(name),
      okText: t.reset,
      cancelText: ta.order.cancel,
      onOk: () =>
        resetPassword(id)
          .unwrap()
          .then(
            (made) => setLink({ ...made, name }),
            (failure: unknown) => void message.error(adminErrorMessage(failure)),
          ),
    });

  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <Button type="primary" onClick={() => setOpen(true)}>
          {t.invite}
        </Button>
      </div>
      <div style={s.grid}>
        {data.items.map((member) => (
          <Card key={member.id} size="small">
            <div style={s.row}>
              <strong>
                {member.fullName} {member.id === selfId ? t.you : ''}
              </strong>
              <Tag color={member.disabled ? 'default' : TAG_TONES.success}>{member.disabled ? t.disabled : t.active}</Tag>
            </div>
            <p style={s.muted}>{member.email}</p>
            <div style={s.actions}>
              <Select
                aria-label={`${t.role}: ${member.fullName}`}
                value={member.role}
                options={roleOptions}
                onChange={(role) => void change(member.id, { role })}
                style={{ minWidth: 180 }}
              />
              {member.id !== selfId ? <Button onClick={() => void change(member.id, { disabled: !member.disabled })}>{member.disabled ? t.enable : t.disable}</Button> : null}
              {member.id !== selfId && !member.disabled ? <Button onClick={() => confirmReset(member.id, member.fullName)}>{t.reset}</Button> : null}
            </div>
          </Card>
        ))}
      </div>
      <Modal open={link !== null} title={t.resetTitle} onCancel={() => setLink(null)} footer={<Button onClick={() => setLink(null)}>{t.close}</Button>} destroyOnHidden>
        {link ? (
          <>
            <p>
              {t.resetIntro(link.name)} {formatTimeDate(link.expiresAt)}.
            </p>
            <Typography.Paragraph copyable={{ text: link.link }} code style={{ wordBreak: 'break-all' }}>
              {link.link}
            </Typography.Paragraph>
            <p style={s.muted}>{t.resetOnce}</p>
          </>
        ) : null}
      </Modal>
      <Modal
        open={open}
        title={t.inviteTitle}
        okText={t.save}
        cancelText={ta.order.cancel}
        confirmLoading={inviting.isLoading}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: 'staff' }}
          onFinish={(values) => {
            void invite({ ...values, email: values.email.trim() })
              .unwrap()
              .then(
                () => {
                  setOpen(false);
                  form.resetFields();
                  void message.success(ta.order.done);
                },
                (failure: unknown) => void message.error(adminErrorMessage(failure)),
              );
          }}
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
        </Form>
      </Modal>
    </>
  );
}
