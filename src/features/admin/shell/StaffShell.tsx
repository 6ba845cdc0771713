import { Button, Layout, Result, Spin } from 'antd';
import { Link, navigate } from 'gatsby';
import { adminErrorMessage, isUnauthorized, useLogoutMutation, useMeQuery } from '../api';
import { LoginForm } from '../auth/LoginForm';
import { s } from '../kit/styles';
import { landingOf, SCREENS } from '../registry';
import { resolveScreen, screenPath, tabsFor } from '../routing';
import { ta } from '../strings';
import { Forbidden } from './Forbidden';
import { ScrollingTabs } from './ScrollingTabs';

/** The logged-in back-office: the header with the role's tabs, and the screen the address opens. */
export function StaffShell({ pathname }: { pathname: string }) {
  const me = useMeQuery();
  const [logout] = useLogoutMutation();
  if (!me.data && me.error && isUnauthorized(me.error)) return <LoginForm />;
  if (!me.data && (me.isLoading || me.isFetching)) {
    return (
      <div style={s.center}>
        <Spin aria-label={ta.loading} />
      </div>
    );
  }
  if (!me.data) {
    return <Result status="error" title={adminErrorMessage(me.error)} extra={<Button onClick={() => void me.refetch()}>{ta.retry}</Button>} />;
  }
  const { staff } = me.data;
  const landing = landingOf(staff.role);
  const route = resolveScreen(SCREENS, landing, pathname, staff.role);
  const current = route.forbidden ? null : route.screen;
  return (
    <Layout style={s.layout}>
      <Layout.Header style={s.header}>
        <Link to="/admin" style={s.brand}>
          {ta.title}
        </Link>
        <ScrollingTabs label={ta.nav.menu} style={s.nav}>
          {tabsFor(SCREENS, staff.role).map((tab) => (
            <Link key={tab.section} to={screenPath(tab)} style={tab === current ? s.navActive : s.navLink} aria-current={tab === current ? 'page' : undefined}>
              {tab.title}
            </Link>
          ))}
        </ScrollingTabs>
        <Button
          type="text"
          style={s.logout}
          onClick={() => {
            void logout()
              .unwrap()
              .finally(() => navigate('/admin'));
          }}
        >
          {ta.nav.logout}
        </Button>
      </Layout.Header>
      <Layout.Content style={s.content}>
        <main>{route.forbidden ? <Forbidden screen={route.forbidden} landing={landing} /> : <route.screen.screen id={route.id} me={staff} />}</main>
      </Layout.Content>
    </Layout>
  );
}
