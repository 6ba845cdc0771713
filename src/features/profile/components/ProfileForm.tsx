import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, DatePicker, Form, Input, Select, Upload } from 'antd';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { emailRules, maxLength, NAME_MAX, normalisePhone, phoneRules, required } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import * as profileApi from '../api';
import type { AvatarContentType, Gender } from '../../../../core/contracts/account-vocab';
import { fetchProfile, selectProfile, updateProfile } from '../slice';
import * as styles from './Profile.module.css';

interface ProfileValues {
  fullName: string;
  phone?: string;
  email?: string;
  gender?: Gender | null;
  birthday?: Dayjs | null;
}

const AVATAR_TYPES: AvatarContentType[] = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_MAX = 2 * 1024 * 1024;
/** An empty birthday picker opens this many years back (the typical renter is in her twenties). */
const BIRTHDAY_PICKER_YEARS_BACK = 25;

/** `/account/profile`: name, phone, email, gender, birthday (DD/MM/YYYY) and avatar. */
export function ProfileForm() {
  const t = vi.accounts;
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const { profile, saving, savedCount } = useAppSelector(selectProfile);
  const [form] = Form.useForm<ProfileValues>();
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const seenSaves = useRef(savedCount);

  useEffect(() => {
    dispatch(fetchProfile());
  }, [dispatch]);

  useEffect(() => {
    if (!profile) return;
    form.setFieldsValue({
      fullName: profile.fullName,
      phone: profile.phone ?? undefined,
      email: profile.email ?? undefined,
      gender: profile.gender,
      birthday: profile.birthday ? dayjs(profile.birthday) : null,
    });
    setAvatarUrl(profile.avatarUrl);
  }, [profile, form]);

  useEffect(() => {
    if (savedCount > seenSaves.current) void message.success(t.profile.saved);
    seenSaves.current = savedCount;
  }, [savedCount, message, t.profile.saved]);

  if (!profile) return <PendingSkeleton active avatar paragraph={{ rows: 6 }} />;

  const upload = async (file: File) => {
    const type = file.type as AvatarContentType;
    if (!AVATAR_TYPES.includes(type)) return void message.error(t.profile.avatarType);
    if (file.size > AVATAR_MAX) return void message.error(t.profile.avatarTooBig);
    setUploading(true);
    try {
      setAvatarUrl(await profileApi.uploadAvatar(file, type));
      void message.info(t.profile.avatarUploaded);
    } catch {
      // The fetch helper has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={styles.card} aria-label={vi.pages.account.profile}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 14, marginBottom: 16 }}>
        <Avatar size={72} src={avatarUrl || undefined} icon={<UserOutlined aria-hidden />} alt={t.fields.avatar} />
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<CameraOutlined aria-hidden />} loading={uploading}>
            {t.profile.changeAvatar}
          </Button>
        </Upload>
      </div>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => {
          dispatch(
            updateProfile({
              fullName: values.fullName.trim(),
              phone: values.phone ? normalisePhone(values.phone) : null,
              email: values.email?.trim() || null,
              gender: values.gender ?? null,
              birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
              avatarUrl,
            }),
          );
        }}
      >
        <Form.Item name="fullName" label={t.fields.fullName} rules={[required(t.fields.fullName), maxLength(t.fields.fullName, NAME_MAX)]}>
          <Input size="large" autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label={t.fields.phone} rules={phoneRules(t.fields.phone, false)}>
          <Input size="large" type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t.fields.email} rules={emailRules(t.fields.email, false)}>
          <Input size="large" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="gender" label={t.fields.gender}>
          <Select
            size="large"
            allowClear
            options={(['female', 'male', 'other'] as const).map((value) => ({ value, label: t.genders[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t.fields.birthday}
          rules={[
            {
              validator: async (_rule, value?: Dayjs | null) => {
                if (value && value.isAfter(dayjs(), 'day')) throw new Error(t.validation.birthdayFuture);
              },
            },
          ]}
        >
          <DatePicker
            size="large"
            format="DD/MM/YYYY"
            placeholder={t.profile.birthdayPlaceholder}
            style={{ width: '100%' }}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            // An empty birthday opens on a grown-up's year, not on today's month.
            defaultPickerValue={dayjs().subtract(BIRTHDAY_PICKER_YEARS_BACK, 'year').startOf('year')}
            inputReadOnly
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t.profile.save}
        </Button>
      </Form>
    </section>
  );
}

export default ProfileForm;
