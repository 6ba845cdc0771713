/** The one place the dayjs locale is set (Vietnamese). Imported by the formatters and the antd context. */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';

dayjs.locale('vi');

export default dayjs;
