import type { ScreenProps } from '../../routing';
import { ContentPageEditor } from './ContentPageEditor';
import { ContentPagesList } from './ContentPagesList';

/** `/admin/pages` lists the content pages, `/admin/pages/{id}` edits one. */
export function ContentPagesScreen({ id }: ScreenProps) {
  return typeof id === 'number' ? <ContentPageEditor key={id} pageId={id} /> : <ContentPagesList />;
}
