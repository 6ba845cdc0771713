import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Search.module.css';

const loadDrawer = () => import('./SearchDrawer');
const SearchDrawer = lazy(loadDrawer);

/**
 * The header's search button. It is a link to /search, so a tap before the page has hydrated still searches; once
 * hydrated it opens the search input in a top drawer (antd's, loaded when first wanted — none of it on first load).
 */
export function SearchButton() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <a
        href="/search"
        className={styles.trigger}
        aria-label={vi.search.open}
        aria-haspopup="dialog"
        onClick={openDrawer}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <SearchOutlined aria-hidden />
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default SearchButton;
