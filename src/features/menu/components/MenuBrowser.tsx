import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchMenu, selectMenu } from '../slice';
import type { MenuNode } from '../types';
import { MenuSkeleton } from './MenuSkeleton';
import { MenuTree } from './MenuTree';
import * as styles from './Menu.module.css';

export interface MenuBrowserProps {
  /** The build-time menu, shown until the live one arrives (and without JS). */
  initialItems?: readonly MenuNode[];
}

/** Fetches `GET /v1/menu` on mount and shows the category tree. */
export function MenuBrowser({ initialItems = [] }: MenuBrowserProps) {
  const dispatch = useAppDispatch();
  const { items, loaded, error } = useAppSelector(selectMenu);

  useEffect(() => {
    dispatch(fetchMenu());
  }, [dispatch]);

  const shown = loaded ? items : initialItems;
  const retry = () => dispatch(fetchMenu());

  return (
    <div className={styles.browser}>
      {error ? (
        <Alert
          type="error"
          showIcon
          className={styles.error}
          title={vi.pages.fMenu.loadError}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={retry}>
              {vi.common.retry}
            </Button>
          }
        />
      ) : null}
      {shown.length > 0 ? (
        <MenuTree items={shown} />
      ) : !loaded && !error ? (
        <MenuSkeleton />
      ) : loaded ? (
        <p className={styles.empty}>{vi.pages.fMenu.empty}</p>
      ) : null}
    </div>
  );
}

export default MenuBrowser;
