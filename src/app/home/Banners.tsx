import type { ReactNode } from 'react';
import { Link } from 'gatsby';
import { vi } from '../../shared/i18n/vi';
import { BANNER_SIZES, TILE_SIZES } from '../../shared/image';
import { ProductImage } from '../../shared/image/ProductImage';
import { bannerTextStyle } from '../../shared/ui/contrast';
import * as styles from './Home.module.css';
import type { Banner } from '../../../core/contracts/home';

/** Internal banner links go through Gatsby's Link; absolute ones are plain anchors. */
function BannerLink({ banner, className, children }: { banner: Banner; className?: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(banner.link)) {
    return (
      <a href={banner.link} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={banner.link || '/home'} className={className}>
      {children}
    </Link>
  );
}

/** 'hot' banners: a swipeable hero carousel; the first image is the LCP image (eager). */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  return (
    <ul className={styles.carousel} aria-label={vi.home.bannersLabel}>
      {banners.map((banner, index) => (
        <li key={banner.id} className={styles.slide} aria-label={vi.home.slideLabel(index + 1, banners.length)}>
          <BannerLink banner={banner} className={styles.bannerLink}>
            <span className={styles.bannerMedia} style={{ backgroundColor: banner.backgroundColor }}>
              <ProductImage
                imageKey={banner.imageKey}
                alt={banner.title}
                sizes={BANNER_SIZES}
                displaySizes="(min-width: 480px) 448px, 92vw"
                width={600}
                height={300}
                priority={index === 0}
              />
            </span>
            <span className={styles.bannerText} style={bannerTextStyle(banner.backgroundColor)}>
              <span className={styles.bannerTitle}>{banner.title}</span>
              {banner.subtitle ? <span className={styles.bannerSubtitle}>{banner.subtitle}</span> : null}
            </span>
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}

/** A 'big' banner: full width, 2:1. */
export function BigBanner({ banner }: { banner: Banner }) {
  return (
    <BannerLink banner={banner} className={styles.bannerLink}>
      <span className={styles.bannerMedia} style={{ backgroundColor: banner.backgroundColor }}>
        <ProductImage imageKey={banner.imageKey} alt={banner.title} sizes={BANNER_SIZES} displaySizes="(min-width: 480px) 448px, 92vw" width={600} height={300} />
      </span>
      <span className={styles.bannerText} style={bannerTextStyle(banner.backgroundColor)}>
        <span className={styles.bannerTitle}>{banner.title}</span>
        {banner.subtitle ? <span className={styles.bannerSubtitle}>{banner.subtitle}</span> : null}
      </span>
    </BannerLink>
  );
}

/** 'small' banners: two square tiles per row. */
export function SmallTiles({ banners }: { banners: readonly Banner[] }) {
  return (
    <ul className={styles.smallTiles}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink banner={banner} className={styles.smallTile}>
            <span className={styles.smallMedia} style={{ backgroundColor: banner.backgroundColor }}>
              <ProductImage imageKey={banner.imageKey} alt="" sizes={TILE_SIZES} displaySizes="45vw" width={300} height={300} />
            </span>
            <span className={styles.smallTitle}>{banner.title}</span>
            {banner.subtitle ? <span className={styles.smallSubtitle}>{banner.subtitle}</span> : null}
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}

/** 'icon1' (occasion) and 'icon2' (style) tiles: round images with a caption. */
export function IconTiles({ banners, label }: { banners: readonly Banner[]; label: string }) {
  return (
    <ul className={styles.iconTiles} aria-label={label}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink banner={banner} className={styles.iconTile}>
            <span className={styles.iconMedia} style={{ backgroundColor: banner.backgroundColor }}>
              <ProductImage imageKey={banner.imageKey} alt="" sizes={['100x100', '200x200']} displaySizes="64px" width={64} height={64} />
            </span>
            <span className={styles.iconTitle}>{banner.title}</span>
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
