import { FacebookFilled } from '@ant-design/icons';
import { App, Button } from 'antd';
import { FacebookProvider, useFacebook } from 'react-facebook';
import { vi } from '../../../shared/i18n/vi';
import { Themed } from '../../../shared/theme/Themed';
import { useAppDispatch } from '../../../shared/state/hooks';
import { createFacebookAuth } from '../facebook';
import { login } from '../slice';
import * as styles from './Auth.module.css';
import { socialConfig } from './social-config';

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

/** The buttons with antd's context around them (loaded lazily by the log-in form, which itself loads no antd). */
export default function ThemedSocialLogin() {
  return (
    <Themed>
      <SocialLogin />
    </Themed>
  );
}
