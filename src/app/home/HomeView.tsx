import type { ReactNode } from 'react';
import { AppstoreOutlined, CrownOutlined, RightOutlined, TagOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { vi } from '../../shared/i18n/vi';
import { Later } from '../../shared/layout/Later';
import { ProductScroller } from '../../features/catalog/components/ProductGrid';
import { bannersOfKind } from '../../features/banner/slice';
import { COLLECTION_PATHS } from '../../features/collection/paths';
import { CategoryTiles } from '../../features/menu/components/CategoryTiles';
import { BigBanner, HeroCarousel, IconTiles, SmallTiles } from './Banners';
import { HomeDates } from './HomeDates';
import type { MenuNode } from '../../features/menu/types';
import * as styles from './Home.module.css';
import type { Banner } from '../../../core/contracts/home';
import type { CollectionKey } from '../../../core/contracts/home-vocab';
import type { ProductCard } from '../../../core/contracts/catalog';

const MAX_TILES = 8;

export interface HomeCollection {
  key: CollectionKey;
  title: string;
  description?: string;
  items: ProductCard[];
}

export interface HomeViewProps {
  /** Top-level categories from the build-time catalogue. */
  categories: readonly MenuNode[];
  /** Running banners of the snapshot. */
  banners?: readonly Banner[];
  /** Collections of the snapshot (Trending, NewArrival, Sale). */
  collections?: readonly HomeCollection[];
}

/** Home collections in display order, with their Vietnamese titles and "see all" targets. */
const COLLECTIONS: Array<{ key: CollectionKey; title: string; to: string }> = [
  { key: 'Trending', title: vi.home.trendingTitle, to: COLLECTION_PATHS.trending! },
  { key: 'NewArrival', title: vi.home.newArrivalTitle, to: COLLECTION_PATHS.new_arrival! },
  { key: 'Sale', title: vi.home.saleTitle, to: COLLECTION_PATHS.sale! },
];

function Section({ id, title, to, children, subtitle }: { id: string; title: string; to?: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {to ? (
          <Link to={to} className={styles.seeAll}>
            {vi.common.seeAll} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </div>
      {subtitle ? <p className={styles.sectionSub}>{subtitle}</p> : null}
      {children}
    </section>
  );
}

/** Home page body: banners, occasion/style tiles, collections, categories, how renting works, membership. */
export function HomeView({ categories, banners = [], collections = [] }: HomeViewProps) {
  const t = vi.pages.home;
  const hot = bannersOfKind(banners, 'hot');
  const big = bannersOfKind(banners, 'big');
  const small = bannersOfKind(banners, 'small');
  const occasions = bannersOfKind(banners, 'icon1');
  const stylesTiles = bannersOfKind(banners, 'icon2');
  return (
    <div className={styles.home}>
      {hot.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-hero-title">
          <h1 id="home-hero-title" className={styles.intro}>
            {t.heroTitle}
          </h1>
          <HeroCarousel banners={hot} />
        </section>
      ) : (
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t.heroTitle}
        </h1>
        <p className={styles.heroText}>{t.heroText}</p>
        <div className={styles.heroActions}>
          <Link to="/f-menu" className={styles.heroPrimary}>
            <AppstoreOutlined aria-hidden /> {t.heroPrimary}
          </Link>
          <Link to="/onsale" className={styles.heroSecondary}>
            <TagOutlined aria-hidden /> {t.heroSecondary}
          </Link>
        </div>
      </section>
      )}
      <HomeDates />

      {occasions.length > 0 ? (
        <Section id="home-occasion-title" title={vi.home.occasionTitle}>
          <IconTiles banners={occasions} label={vi.home.occasionTitle} />
        </Section>
      ) : null}

      {COLLECTIONS.slice(0, 2).map(({ key, title, to }, index) => {
        const collection = collections.find((c) => c.key === key);
        if (!collection || collection.items.length === 0) return null;
        const section = (
          <Section key={key} id={`home-${key}-title`} title={title} to={to} subtitle={collection.description}>
            <ProductScroller products={collection.items} label={vi.catalog.scrollerLabel(title)} />
          </Section>
        );
        return index === 0 ? section : <Later key={key}>{section}</Later>;
      })}

      {big.map((banner) => (
        <Later key={banner.id}>
          <BigBanner banner={banner} />
        </Later>
      ))}

      {stylesTiles.length > 0 ? (
        <Later>
          <Section id="home-style-title" title={vi.home.styleTitle}>
            <IconTiles banners={stylesTiles} label={vi.home.styleTitle} />
          </Section>
        </Later>
      ) : null}

      {COLLECTIONS.slice(2).map(({ key, title, to }) => {
        const collection = collections.find((c) => c.key === key);
        if (!collection || collection.items.length === 0) return null;
        return (
          <Later key={key}>
            <Section id={`home-${key}-title`} title={title} to={to} subtitle={collection.description}>
              <ProductScroller products={collection.items} label={vi.catalog.scrollerLabel(title)} />
            </Section>
          </Later>
        );
      })}

      {small.length > 0 ? (
        <Later>
          <SmallTiles banners={small} />
        </Later>
      ) : null}

      {categories.length > 0 ? (
        <Later>
          <section className={styles.section} aria-labelledby="home-categories-title">
            <div className={styles.sectionHead}>
              <h2 id="home-categories-title" className={styles.sectionTitle}>
                {t.categoriesTitle}
              </h2>
              <Link to="/f-menu" className={styles.seeAll}>
                {vi.common.seeAll} <RightOutlined aria-hidden />
              </Link>
            </div>
            <div className={styles.card}>
              <CategoryTiles items={categories.slice(0, MAX_TILES)} />
            </div>
          </section>
        </Later>
      ) : null}

      <Later>
        <section className={styles.section} aria-labelledby="home-how-title">
          <h2 id="home-how-title" className={styles.sectionTitle}>
            {t.howTitle}
          </h2>
          <ol className={styles.steps}>
            {/* The step's number in a badge, not a drawing: three icons' paths were 0.6 KB of the page's first round trip. */}
            {t.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <span className={styles.stepTitle}>{step.title}</span>
                  <span className={styles.stepText}>{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </Later>

      <Later>
        <section className={styles.section} aria-labelledby="home-membership-title">
          <Link to="/member-ship" className={styles.membership}>
            <span className={styles.membershipIcon} aria-hidden="true">
              <CrownOutlined aria-hidden />
            </span>
            <span className={styles.membershipBody}>
              <span id="home-membership-title" className={styles.membershipTitle}>
                {t.membershipTitle}
              </span>
              <span className={styles.membershipText}>{t.membershipText}</span>
              <span className={styles.membershipCta}>
                {t.membershipCta} <RightOutlined aria-hidden />
              </span>
            </span>
          </Link>
        </section>
      </Later>
    </div>
  );
}

export default HomeView;
