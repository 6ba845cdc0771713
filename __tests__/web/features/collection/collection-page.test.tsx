import { act, fireEvent, render, screen } from '@testing-library/react';
import * as collectionApi from '../../../../src/features/collection/api';
import { AppRoot } from '../../test-root';
import CollectionPage from '../../../../src/templates/collection';
import { makeCard } from '../../fixtures/catalog';

jest.mock('../../../../src/features/collection/api');
const fetchCollection = jest.mocked(collectionApi.fetchCollection);

const cards = Array.from({ length: 30 }, (_, i) => makeCard({ id: i + 1, link: `ao-dai-${i + 1}`, name: `Áo dài số ${i + 1}` }));

describe('collection page', () => {
  it('shows the pre-rendered first page and loads the rest with "Xem thêm sản phẩm"', async () => {
    fetchCollection.mockImplementation(async (type, page = 1, limit = 24) => ({
      type,
      key: 'Trending',
      title: 'Đang thịnh hành',
      description: '',
      items: cards.slice((page - 1) * limit, page * limit),
      productItems: [],
      pagination: { page, limit, total: cards.length },
    }));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const props: any = {
      location: { pathname: '/bo-suu-tap/dang-thinh-hanh' },
      pageContext: { type: 'trending', title: 'Đang thịnh hành', description: 'Mẫu được thuê nhiều', items: cards.slice(0, 24), total: 30 },
    };
    render(
      <AppRoot>
        <CollectionPage {...props} />
      </AppRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Đang thịnh hành' })).toBeInTheDocument();
    expect(screen.getByText('30 sản phẩm')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xem thêm sản phẩm (còn 6)' }));
    });
    expect(fetchCollection).toHaveBeenCalledWith('trending', 2, 24);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Xem thêm sản phẩm/ })).not.toBeInTheDocument();
  });
});
