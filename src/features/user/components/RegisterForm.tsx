import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailChecks, firstProblem, nameChecks, passwordChecks, phoneChecks, requiredCheck, type Check } from '../../../shared/forms/checks';
import { focusFirstProblem, PlainField, PlainNotice } from '../../../shared/forms/PlainField';
import { normalisePhone } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { redirectFromSearch } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import * as controls from '../../../shared/ui/Controls.module.css';
import { useSession } from '../hooks';
import { clearUserError, register } from '../slice';
import * as styles from './Auth.module.css';

type Field = 'fullName' | 'email' | 'phone' | 'password' | 'confirm';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['fullName', 'email', 'phone', 'password', 'confirm'];

/** `/register`: full name, email and/or phone, password twice. Plain HTML controls: the page loads no antd. */
export function RegisterForm({ search }: { search: string }) {
  const t = vi.accounts;
  const dispatch = useAppDispatch();
  const { loading, error, loggedIn } = useSession();
  const [values, setValues] = useState<Values>({ fullName: '', email: '', phone: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const target = redirectFromSearch(search);

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target]);

  /** Every field's first problem for these values (the email or the phone is needed; the two passwords agree). */
  const problemsOf = (next: Values): Record<Field, string | null> => {
    const noContact: Check = () => (next.email.trim() || next.phone.trim() ? null : t.validation.emailOrPhone);
    const checks: Record<Field, Check[]> = {
      fullName: nameChecks(t.fields.fullName),
      email: [...emailChecks(t.fields.email), noContact],
      phone: [...phoneChecks, noContact],
      password: passwordChecks(t.fields.password),
      confirm: [requiredCheck(t.fields.confirmPassword), (value) => (value === next.password ? null : t.validation.passwordMismatch)],
    };
    return Object.fromEntries(FIELDS.map((field) => [field, firstProblem(checks[field], next[field])])) as Record<Field, string | null>;
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Shown errors follow the text (the email's and the phone's, and the two passwords', depend on each other).
    const found = problemsOf(next);
    setProblems((current) => Object.fromEntries(FIELDS.map((key) => [key, current[key] ? found[key] : current[key]])));
    if (error) dispatch(clearUserError());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (focusFirstProblem(form.current, FIELDS, found)) return;
    setSubmitted(true);
    const email = values.email.trim();
    const phone = values.phone ? normalisePhone(values.phone) : '';
    dispatch(register({ fullName: values.fullName.trim(), ...(email ? { email } : {}), ...(phone ? { phone } : {}), password: values.password }));
  };

  // Checked when sent, then as the shopper corrects them — not when a field is left: an error appearing then would move
  // the button under the finger tapping it.
  const field = (name: Field) => ({ name, value: values[name], onValue: change(name), error: problems[name] });
  return (
    <section className={styles.card} aria-labelledby="register-heading">
      <h2 id="register-heading" className={styles.heading}>
        {t.register.heading}
      </h2>
      <p className={styles.intro}>{t.register.intro}</p>
      {submitted && error ? <PlainNotice kind="error">{error}</PlainNotice> : null}
      <form ref={form} noValidate onSubmit={submit}>
        <fieldset className={styles.fields} disabled={loading}>
          <PlainField {...field('fullName')} label={t.fields.fullName} autoComplete="name" />
          <PlainField {...field('email')} label={t.fields.email} type="email" autoComplete="email" inputMode="email" />
          <PlainField {...field('phone')} label={t.fields.phone} type="tel" autoComplete="tel" inputMode="tel" placeholder="0912345678" />
          <PlainField {...field('password')} label={t.fields.password} autoComplete="new-password" secret />
          <PlainField {...field('confirm')} label={t.fields.confirmPassword} autoComplete="new-password" secret />
          <button type="submit" className={`${controls.button} ${controls.primary} ${controls.block} ${controls.large}`} aria-busy={loading}>
            {t.register.submit}
          </button>
        </fieldset>
      </form>
      <p className={styles.footer}>
        {t.register.hasAccount} <Link to={search.includes('redirect=') ? `/login${search}` : '/login'}>{t.register.login}</Link>
      </p>
    </section>
  );
}

export default RegisterForm;
