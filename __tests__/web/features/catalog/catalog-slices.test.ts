import { bannerError, bannerReducer, bannersLoaded, bannersOfKind, fetchBanners, initialBannerState } from '../../../../src/features/banner/slice';
import { DEFAULT_QUERY } from '../../../../src/features/catalog/query';
import {
  categoryError,
  categoryReducer,
  fetchCategory,
  initialCategoryState,
  positionKey,
  resetCategory,
  savePosition,
  categoryLoaded,
} from '../../../../src/features/catalog/slice';
import { collectionError, collectionLoaded, collectionReducer, fetchCollection, initialCollectionState } from '../../../../src/features/collection/slice';
import {
  fetchProductDetail,
  initialProductDetailState,
  productDetailError,
  productDetailLoaded,
  productDetailReducer,
} from '../../../../src/features/product/slice';
import { makeBanner, makeCard, makeDetail } from '../../fixtures/catalog';

describe('collection slice', () => {
  it('stores a loaded collection under its client key', () => {
    const items = [makeCard()];
    const state = collectionReducer(
      initialCollectionState,
      collectionLoaded({ type: 'new_arrival', key: 'NewArrival', title: 'Hàng mới về', description: '', items, productItems: items, pagination: { page: 1, limit: 30, total: 1 } }),
    );
    expect(state.byKey.NewArrival?.items).toEqual(items);
    expect(state.byKey.NewArrival?.productItems).toEqual(items);
    expect(state.byKey.Trending).toBeUndefined();
  });

  it('records an error and clears it on a new fetch', () => {
    const failed = collectionReducer(initialCollectionState, collectionError('Lỗi'));
    expect(failed.error).toBe('Lỗi');
    expect(collectionReducer(failed, fetchCollection({ type: 'sale' })).error).toBeNull();
  });
});

describe('banner slice', () => {
  it('stores the list, records errors, filters by kind', () => {
    const list = [makeBanner({ id: 2, position: 2 }), makeBanner({ id: 1, position: 1 }), makeBanner({ id: 3, kind: 'icon1' })];
    const state = bannerReducer(initialBannerState, bannersLoaded(list));
    expect(state).toEqual({ list, loaded: true, error: null });
    expect(bannersOfKind(state.list, 'hot').map((b) => b.id)).toEqual([1, 2]);
    const failed = bannerReducer(state, bannerError('x'));
    expect(failed.error).toBe('x');
    expect(failed.list).toBe(state.list);
    expect(bannerReducer(failed, fetchBanners()).error).toBeNull();
  });
});

const NO_FACETS = { size: [], colour: [], style: [], occasion: [], material: [], rentalPrice: { min: 0, max: 0 } };

describe('category slice', () => {
  it('loaded fills the view, reset keeps scroll positions', () => {
    const body = { items: [makeCard()], pagination: { page: 1, limit: 30, total: 1 }, facets: NO_FACETS };
    let state = categoryReducer(initialCategoryState, categoryLoaded({ body, pathname: '/ao-dai', search: '' }));
    expect(state.total).toBe(1);
    expect(state.products).toHaveLength(1);
    expect(state.pathname).toBe('/ao-dai');
    state = categoryReducer(state, savePosition({ key: positionKey('/ao-dai', '?page=2'), y: 640 }));
    expect(state.position).toEqual({ '/ao-dai?page=2': 640 });
    const reset = categoryReducer(state, resetCategory());
    expect(reset).toEqual({ ...initialCategoryState, position: { '/ao-dai?page=2': 640 } });
  });

  it('fetch marks the view loading and clears stale products; error records the state', () => {
    const body = { items: [makeCard()], pagination: { page: 1, limit: 30, total: 1 }, facets: NO_FACETS };
    const loaded = categoryReducer(initialCategoryState, categoryLoaded({ body, pathname: '/ao-dai', search: '' }));
    const loading = categoryReducer(
      loaded,
      fetchCategory({ source: { kind: 'cat', link: 'vest' }, query: DEFAULT_QUERY, pathname: '/vest', search: '?sort=price_asc' }),
    );
    expect(loading).toMatchObject({ loading: true, products: [], pagination: null, pathname: '/vest', search: '?sort=price_asc' });
    expect(categoryReducer(loading, categoryError('Lỗi'))).toMatchObject({ loading: false, error: 'Lỗi' });
  });
});

describe('productDetail slice', () => {
  it('loads data, records error with status', () => {
    const detail = makeDetail();
    let state = productDetailReducer(initialProductDetailState, fetchProductDetail(detail.link));
    expect(state).toMatchObject({ link: detail.link, loading: true, data: null });
    state = productDetailReducer(state, productDetailLoaded(detail));
    expect(state.data).toEqual(detail);
    expect(state.loading).toBe(false);
    const failed = productDetailReducer(state, productDetailError({ message: 'Không tìm thấy sản phẩm', status: 404 }));
    expect(failed).toMatchObject({ error: 'Không tìm thấy sản phẩm', errorStatus: 404, loading: false });
  });

  it('keeps data when the same link is refreshed, drops it for another link', () => {
    const detail = makeDetail();
    const state = productDetailReducer(initialProductDetailState, productDetailLoaded(detail));
    const same = productDetailReducer({ ...state, link: detail.link }, fetchProductDetail(detail.link));
    expect(same.data).toEqual(detail);
    expect(productDetailReducer(same, fetchProductDetail('khac')).data).toBeNull();
  });
});
