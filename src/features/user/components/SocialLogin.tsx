import { FacebookFilled } from '@ant-design/icons';
import { App, Button } from 'antd';
import { FacebookProvider, useFacebook } from 'react-facebook';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch } from '../../../shared/state/hooks';
import { createFacebookAuth } from '../facebook';
import { login } from '../slice';
import * as styles from './Auth.module.css';

/** Social app ids, inlined at build time; a provider shows only when its id is set. */
export function socialConfig() {
  return {
    facebook: process.env.GATSBY_FACEBOOK_APP_ID ?? '',
    google: process.env.GATSBY_GOOGLE_CLIENT_ID ?? '',
    apple: process.env.GATSBY_APPLE_CLIENT_ID ?? '',
  };
}

export const hasSocialLogin = (): boolean => Boolean(socialConfig().facebook);

function FacebookButton() {
  const { api, loading } = useFacebook();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const auth = createFacebookAuth(api);
  return (
    <Button
      block
      size="large"
      icon={<FacebookFilled aria-hidden style={{ color: '#1877f2' }} />}
      loading={loading}
      disabled={!auth.isReady}
      onClick={() =>
        void auth.login(
          ({ accessToken }) => dispatch(login({ provider: 'facebook', accessToken })),
          () => void message.error(vi.accounts.login.socialFailed),
        )
      }
    >
      {vi.accounts.login.facebook}
    </Button>
  );
}

/** Social log-in buttons (only the configured providers); nothing when none is configured. */
export function SocialLogin() {
  const { facebook } = socialConfig();
  if (!facebook) return null;
  return (
    <>
      <div className={styles.divider}>{vi.accounts.login.or}</div>
      <div className={styles.social}>
        <FacebookProvider appId={facebook} language="vi_VN">
          <FacebookButton />
        </FacebookProvider>
      </div>
    </>
  );
}

export default SocialLogin;
