import { AppstoreOutlined, CalendarOutlined, CrownOutlined, RightOutlined, SkinOutlined, SmileOutlined, TagOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { vi } from '../../../shared/i18n/vi';
import { CategoryTiles } from '../../menu/components/CategoryTiles';
import type { MenuNode } from '../../menu/types';
import * as styles from './Home.module.css';

const stepIcons = [SkinOutlined, CalendarOutlined, SmileOutlined];
const MAX_TILES = 8;

export interface HomeViewProps {
  /** Top-level categories from the build-time catalogue. */
  categories: readonly MenuNode[];
}

/** Home page body: welcome, categories, how renting works, membership. */
export function HomeView({ categories }: HomeViewProps) {
  const t = vi.pages.home;
  return (
    <div className={styles.home}>
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

      {categories.length > 0 ? (
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
      ) : null}

      <section className={styles.section} aria-labelledby="home-how-title">
        <h2 id="home-how-title" className={styles.sectionTitle}>
          {t.howTitle}
        </h2>
        <ol className={styles.steps}>
          {t.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? SkinOutlined;
            return (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <span className={styles.stepTitle}>
                    {index + 1}. {step.title}
                  </span>
                  <span className={styles.stepText}>{step.text}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="home-membership-title">
        <Link to="/member-ship" className={styles.membership}>
          <span className={styles.membershipIcon} aria-hidden="true">
            <CrownOutlined />
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
    </div>
  );
}

export default HomeView;
