import type { Action } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import * as bannerApi from '../../../../src/features/banner/api';
import { loadBanners } from '../../../../src/features/banner/saga';
import { bannerError, bannersLoaded } from '../../../../src/features/banner/slice';
import { DEFAULT_QUERY } from '../../../../src/features/catalog/query';
import * as categoryApi from '../../../../src/features/catalog/api';
import { loadCategory } from '../../../../src/features/catalog/saga';
import { categoryError, categoryLoaded, fetchCategory } from '../../../../src/features/catalog/slice';
import * as collectionApi from '../../../../src/features/collection/api';
import { loadCollection } from '../../../../src/features/collection/saga';
import { collectionError, collectionLoaded, fetchCollection } from '../../../../src/features/collection/slice';
import { hideLoader, showLoader } from '../../../../src/shared/loader/slice';
import * as productApi from '../../../../src/features/product/api';
import { loadProductDetail } from '../../../../src/features/product/saga';
import { fetchProductDetail, productDetailError, productDetailLoaded } from '../../../../src/features/product/slice';
import { ApiError } from '../../../../src/shared/api/http';
import { makeStore } from '../../../../src/app/store';
import { makeBanner, makeCard, makeDetail } from '../../fixtures/catalog';

jest.mock('../../../../src/features/banner/api');
jest.mock('../../../../src/features/catalog/api');
jest.mock('../../../../src/features/collection/api');
jest.mock('../../../../src/features/product/api');

async function record<A extends Action>(saga: Saga<[A]>, action: A): Promise<unknown[]> {
  const dispatched: unknown[] = [];
  await runSaga({ dispatch: (a) => dispatched.push(a), getState: () => ({}) }, saga, action).toPromise();
  return dispatched;
}

beforeEach(() => jest.resetAllMocks());

describe('collection saga', () => {
  const body = { type: 'trending' as const, key: 'Trending' as const, title: 'Đang thịnh hành', description: '', items: [makeCard()], productItems: [makeCard()], pagination: { page: 1, limit: 30, total: 1 } };

  it('loads by type between loader show/hide', async () => {
    jest.mocked(collectionApi.fetchCollection).mockResolvedValue(body);
    expect(await record(loadCollection, fetchCollection({ type: 'trending' }))).toEqual([showLoader(), collectionLoaded(body), hideLoader()]);
    expect(collectionApi.fetchCollection).toHaveBeenCalledWith('trending', undefined, undefined);
  });

  it('records the error on failure', async () => {
    jest.mocked(collectionApi.fetchCollection).mockRejectedValue(new ApiError(500, 'Lỗi máy chủ'));
    expect(await record(loadCollection, fetchCollection({ type: 'sale' }))).toEqual([showLoader(), collectionError('Lỗi máy chủ'), hideLoader()]);
  });
});

describe('banner saga', () => {
  it('loads the list quietly (the home page already shows the build’s banners)', async () => {
    const list = [makeBanner()];
    jest.mocked(bannerApi.fetchBanners).mockResolvedValue(list);
    expect(await record(loadBanners, { type: 'banner/fetchBanners' })).toEqual([bannersLoaded(list)]);
  });

  it('records the error', async () => {
    jest.mocked(bannerApi.fetchBanners).mockRejectedValue(new ApiError(0, 'Lỗi mạng'));
    expect(await record(loadBanners, { type: 'banner/fetchBanners' })).toEqual([bannerError('Lỗi mạng')]);
  });
});

describe('category saga', () => {
  const action = fetchCategory({ source: { kind: 'cat', link: 'ao-dai' }, query: DEFAULT_QUERY, pathname: '/ao-dai', search: '?sort=newest' });

  it('sets products, pagination, total, facets for the view', async () => {
    const facets = { size: ['M'], colour: [], style: [], occasion: [], material: [], rentalPrice: { min: 1, max: 2 } };
    jest.mocked(categoryApi.fetchProductList).mockResolvedValue({ items: [makeCard()], pagination: { page: 1, limit: 30, total: 31 }, facets });
    expect(await record(loadCategory, action)).toEqual([
      showLoader(),
      categoryLoaded({
        body: { items: [makeCard()], pagination: { page: 1, limit: 30, total: 31 }, facets },
        pathname: '/ao-dai',
        search: '?sort=newest',
      }),
      hideLoader(),
    ]);
    expect(categoryApi.fetchProductList).toHaveBeenCalledWith({ kind: 'cat', link: 'ao-dai' }, DEFAULT_QUERY);
  });

  it('refreshes the build’s first page, already on screen, without the page-top loader', async () => {
    const body = { items: [makeCard()], pagination: { page: 1, limit: 30, total: 1 }, facets: { size: [], colour: [], style: [], occasion: [], material: [], rentalPrice: { min: 0, max: 0 } } };
    jest.mocked(categoryApi.fetchProductList).mockResolvedValue(body);
    const quiet = fetchCategory({ source: { kind: 'cat', link: 'ao-dai' }, query: DEFAULT_QUERY, pathname: '/ao-dai', search: '', quiet: true });
    expect(await record(loadCategory, quiet)).toEqual([categoryLoaded({ body, pathname: '/ao-dai', search: '' })]);
  });

  it('records the error', async () => {
    jest.mocked(categoryApi.fetchProductList).mockRejectedValue(new ApiError(404, 'Không tìm thấy danh mục'));
    expect(await record(loadCategory, action)).toEqual([showLoader(), categoryError('Không tìm thấy danh mục'), hideLoader()]);
  });
});

describe('productDetail saga', () => {
  it('loads by link', async () => {
    const detail = makeDetail();
    jest.mocked(productApi.fetchProductDetail).mockResolvedValue(detail);
    expect(await record(loadProductDetail, fetchProductDetail(detail.link))).toEqual([showLoader(), productDetailLoaded(detail), hideLoader()]);
    expect(productApi.fetchProductDetail).toHaveBeenCalledWith(detail.link);
  });

  it('refreshes the build’s copy, already on screen, without the page-top loader', async () => {
    const detail = makeDetail();
    jest.mocked(productApi.fetchProductDetail).mockResolvedValue(detail);
    expect(await record(loadProductDetail, fetchProductDetail(detail.link, { quiet: true }))).toEqual([productDetailLoaded(detail)]);
  });

  it('records the error with its status (404 → not found view)', async () => {
    jest.mocked(productApi.fetchProductDetail).mockRejectedValue(new ApiError(404, 'Không tìm thấy sản phẩm'));
    expect(await record(loadProductDetail, fetchProductDetail('khong-co'))).toEqual([
      showLoader(),
      productDetailError({ message: 'Không tìm thấy sản phẩm', status: 404 }),
      hideLoader(),
    ]);
  });

  it('runs from the store', async () => {
    const detail = makeDetail();
    jest.mocked(productApi.fetchProductDetail).mockResolvedValue(detail);
    const store = makeStore();
    store.dispatch(fetchProductDetail(detail.link));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().productDetail.data).toEqual(detail);
    expect(store.getState().loader.loading).toBe(false);
  });
});

describe('catalogue api paths', () => {
  it('builds list and search URLs', () => {
    const actual = jest.requireActual<typeof categoryApi>('../../../../src/features/catalog/api');
    expect(actual.listingPath({ kind: 'cat', link: 'vest' }, DEFAULT_QUERY)).toBe('/v1/product/list?kind=cat&link=vest&pagination.page=1&pagination.limit=30');
    expect(actual.listingPath({ kind: 'search', q: 'ao dai' }, { ...DEFAULT_QUERY, filter: 'rent' })).toBe(
      '/v1/product/search?q=ao+dai&filter=rent&pagination.page=1&pagination.limit=30',
    );
    expect(actual.listingPath({ kind: 'attr', name: 'colour', value: 'Đỏ' }, DEFAULT_QUERY)).toContain('kind=attr&name=colour&value=%C4%90%E1%BB%8F');
  });
});
