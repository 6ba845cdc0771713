import { Button, Card, Result } from 'antd';
import { useSetPasswordMutation } from '../api';
import { FormShell } from '../kit/FormShell';
import { s } from '../kit/styles';
import { NewPasswordFields } from './NewPasswordFields';
import { text } from './strings';

const t = text.password;

/** The token of a set-password link: `/admin/set-password#token=…` (in the fragment, so no server log keeps it). */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/** The screen the owner's one-time link opens: a new password for the member, then the log-in form. */
export function SetPasswordForm({ hash }: { hash: string }) {
  const token = linkToken(hash);
  const [setPassword, { isLoading, error, data }] = useSetPasswordMutation();
  const toLogin = (
    <Button type="primary" href="/admin">
      {t.toLogin}
    </Button>
  );
  if (!token) return <Result status="warning" title={t.noToken} extra={toLogin} />;
  if (data) return <Result status="success" title={data.message} extra={toLogin} />;
  return (
    <main style={s.loginCard}>
      <Card>
        <h1 style={s.pageTitle}>{t.setTitle}</h1>
        <p style={s.muted}>{t.setIntro}</p>
        <FormShell<{ newPassword: string }>
          requiredMark={false}
          feedback="inline"
          error={error}
          busy={isLoading}
          submit={t.setSubmit}
          wide
          onSubmit={(values) => setPassword({ token, password: values.newPassword })}
        >
          <NewPasswordFields />
        </FormShell>
      </Card>
    </main>
  );
}
