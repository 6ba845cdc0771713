import { ListScreen } from '../../kit/ListScreen';
import { useCollectionsQuery } from './api';
import { CollectionEditor } from './CollectionEditor';
import { text as t } from './strings';

/** The home page's collections: each one's name, description and products in the order shoppers see them. */
export function CollectionsPage() {
  const query = useCollectionsQuery();
  return (
    <ListScreen query={query} title={t.title}>
      {({ items }) => items.map((collection) => <CollectionEditor key={collection.id} collection={collection} />)}
    </ListScreen>
  );
}
