import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, navigate } from 'gatsby';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { firstProblem, identifierChecks, passwordChecks, type Check } from '../../../shared/forms/checks';
import { focusFirstProblem, PlainField, PlainNotice } from '../../../shared/forms/PlainField';
import { normalisePhone } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { redirectFromSearch } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import * as controls from '../../../shared/ui/Controls.module.css';
import { useSession } from '../hooks';
import { requestLoginCode } from '../api';
import { clearUserError, login } from '../slice';
import { hasSocialLogin } from './social-config';
import * as styles from './Auth.module.css';

// Facebook's button (and antd's) only where the shop configured it: a log-in page's first load carries neither.
const SocialLogin = lazy(() => import('./SocialLogin'));

type Field = 'identifier' | 'password' | 'code';
type Values = Record<Field, string>;

/** The identifier as the API wants it: a trimmed email, or a phone without spaces. */
export const normaliseIdentifier = (value: string): string => {
  const text = value.trim();
  return text.includes('@') ? text : normalisePhone(text);
};

/**
 * `/login`: email or phone + password; afterwards the `redirect` param (same-site only) or /account. When strangers'
 * wrong passwords have spent the account's budget for unknown devices (429 `login-code-required`), the form offers
 * a code sent to the account's email or phone and a field for it. Plain HTML controls: the page loads no antd.
 */
export function LoginForm({ search }: { search: string }) {
  const t = vi.accounts;
  const dispatch = useAppDispatch();
  const { loading, error, errorReason, loggedIn } = useSession();
  const [values, setValues] = useState<Values>({ identifier: '', password: '', code: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  if (!needsCode && errorReason === 'login-code-required') setNeedsCode(true);

  const checks: Record<Field, Check[]> = {
    identifier: identifierChecks(t.fields.identifier),
    password: passwordChecks(t.fields.password),
    code: [(value) => (/^\s*\d{6}\s*$/.test(value) ? null : t.login.codeRequired)],
  };
  const check = (field: Field, value = values[field]) => setProblems((current) => ({ ...current, [field]: firstProblem(checks[field], value) }));
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A shown error follows the text; a new one waits for the form to be sent (one shown when a field is left would move
    // the button under the finger tapping it).
    if (problems[field]) check(field, value);
    if (error) dispatch(clearUserError());
  };

  const sendCode = () => {
    const identifier = values.identifier.trim();
    if (!identifier) {
      check('identifier');
      return;
    }
    setSending(true);
    requestLoginCode(normaliseIdentifier(identifier))
      .then(({ message }) => setCodeSent(message), () => setCodeSent(null))
      .finally(() => setSending(false));
  };
  const target = redirectFromSearch(search);

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = needsCode ? ['identifier', 'password', 'code'] : ['identifier', 'password'];
    const found = Object.fromEntries(fields.map((field) => [field, firstProblem(checks[field], values[field])])) as Record<Field, string | null>;
    setProblems(found);
    if (focusFirstProblem(form.current, fields, found)) return;
    setSubmitted(true);
    const code = values.code.trim();
    dispatch(login({ provider: 'default', identifier: normaliseIdentifier(values.identifier), password: values.password, ...(needsCode && code ? { code } : {}) }));
  };

  const registerHref = search.includes('redirect=') ? `/register${search}` : '/register';

  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <h2 id="login-heading" className={styles.heading}>
        {t.login.heading}
      </h2>
      <p className={styles.intro}>{t.login.intro}</p>
      {submitted && error ? <PlainNotice kind="error">{error}</PlainNotice> : null}
      {codeSent ? <PlainNotice kind="success">{codeSent}</PlainNotice> : null}
      <form ref={form} noValidate onSubmit={submit}>
        <fieldset className={styles.fields} disabled={loading}>
          <PlainField
            name="identifier"
            label={t.fields.identifier}
            value={values.identifier}
            onValue={change('identifier')}
            error={problems.identifier}
            prefix={<UserOutlined aria-hidden />}
            placeholder={t.fields.identifierPlaceholder}
            autoComplete="username"
            inputMode="email"
          />
          <PlainField name="password" label={t.fields.password} value={values.password} onValue={change('password')} error={problems.password} prefix={<LockOutlined aria-hidden />} autoComplete="current-password" secret />
          {needsCode ? (
            <>
              <button type="button" className={`${controls.button} ${controls.block} ${styles.alert}`} onClick={sendCode} disabled={sending} aria-busy={sending}>
                {codeSent ? t.login.sendCodeAgain : t.login.sendCode}
              </button>
              <PlainField name="code" label={t.login.code} value={values.code} onValue={change('code')} error={problems.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </>
          ) : null}
          <div className={styles.row}>
            <Link to="/forgot-password">{t.login.forgot}</Link>
          </div>
          <button type="submit" className={`${controls.button} ${controls.primary} ${controls.block} ${controls.large}`} aria-busy={loading}>
            {t.login.submit}
          </button>
        </fieldset>
      </form>
      {hasSocialLogin() ? (
        <Suspense fallback={null}>
          <SocialLogin />
        </Suspense>
      ) : null}
      <p className={styles.footer}>
        {t.login.noAccount} <Link to={registerHref}>{t.login.register}</Link>
      </p>
    </section>
  );
}

export default LoginForm;
