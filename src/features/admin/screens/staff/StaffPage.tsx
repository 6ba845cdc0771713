import { App, Button, Card, Select, Tag } from 'antd';
import { useState } from 'react';
import type { StaffPasswordLink } from '../../../../../core/contracts/admin';
import type { StaffRole } from '../../../../../core/contracts/admin-vocab';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { useFeedback } from '../../kit/feedback';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import type { ScreenProps } from '../../routing';
import { ta } from '../../strings';
import { useResetStaffPasswordMutation, useStaffQuery, useUpdateStaffMutation } from './api';
import { InviteForm } from './InviteForm';
import { ResetLinkDialog } from './ResetLinkDialog';
import { roleOptions } from './roles';
import { text as t } from './strings';

/** The owner's staff list: add with a first password, change the role, disable or enable, reset a password. */
export function StaffPage({ me }: ScreenProps) {
  const { modal } = App.useApp();
  const { report, failed } = useFeedback();
  const query = useStaffQuery();
  const [update] = useUpdateStaffMutation();
  const [resetPassword] = useResetStaffPasswordMutation();
  const [link, setLink] = useState<(StaffPasswordLink & { name: string }) | null>(null);
  const [inviting, setInviting] = useState(false);
  const change = (id: number, body: { role?: StaffRole; disabled?: boolean }) => report(update({ id, body }).unwrap());

  const confirmReset = (id: number, name: string) =>
    modal.confirm({
      title: t.reset,
      content: t.resetConfirm(name),
      okText: t.reset,
      cancelText: ta.no,
      onOk: () =>
        resetPassword(id)
          .unwrap()
          .then((made) => setLink({ ...made, name }), failed),
    });

  const head = (
    <div style={s.toolbar}>
      <Button type="primary" onClick={() => setInviting(true)}>
        {t.invite}
      </Button>
    </div>
  );
  const dialogs = (
    <>
      <ResetLinkDialog link={link} onClose={() => setLink(null)} />
      <InviteForm open={inviting} onClose={() => setInviting(false)} />
    </>
  );
  return (
    <ListScreen query={query} title={t.title} head={head} after={dialogs}>
      {({ items }) => (
        <div style={s.grid}>
          {items.map((member) => (
            <Card key={member.id} size="small">
              <div style={s.row}>
                <strong>
                  {member.fullName} {member.id === me.id ? t.you : ''}
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
                {member.id !== me.id ? <Button onClick={() => void change(member.id, { disabled: !member.disabled })}>{member.disabled ? t.enable : t.disable}</Button> : null}
                {member.id !== me.id && !member.disabled ? <Button onClick={() => confirmReset(member.id, member.fullName)}>{t.reset}</Button> : null}
              </div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
