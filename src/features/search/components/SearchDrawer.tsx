import { Drawer } from 'antd';
import { Themed } from '../../../shared/theme/Themed';
import { vi } from '../../../shared/i18n/vi';
import { SearchForm } from './SearchBox';

/** The search input in a top drawer (loaded on the first tap of the header's search button). */
export default function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Themed>
      <Drawer
        open={open}
        onClose={onClose}
        placement="top"
        size="auto"
        title={vi.search.title}
        closable={{ 'aria-label': vi.search.close }}
        destroyOnHidden
      >
        <SearchForm autoFocus onDone={onClose} />
      </Drawer>
    </Themed>
  );
}
