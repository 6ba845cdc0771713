import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { Link } from 'gatsby';
import { STAFF_ROLE_LABELS } from '../../../../core/contracts/admin-vocab';
import { screenPath, type AdminScreen } from '../routing';
import { ta } from '../strings';

// The screen's heading, in the result's own type.
const heading = { margin: 0, font: 'inherit', color: 'inherit' } as const;

const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')}${ta.forbidden.and}${names[names.length - 1]}` : (names[0] ?? ''));

/** An address the member's role may not open: said so, with the way back to their own first screen. */
export function Forbidden({ screen, landing }: { screen: AdminScreen; landing: AdminScreen }) {
  return (
    <Result
      status="warning"
      icon={<LockOutlined aria-hidden />}
      title={<h1 style={heading}>{ta.forbidden.title}</h1>}
      subTitle={ta.forbidden.forWhom(screen.title, listed(screen.roles.map((role) => STAFF_ROLE_LABELS[role])))}
      extra={<Link to={screenPath(landing)}>{ta.forbidden.goTo(landing.title)}</Link>}
    />
  );
}
