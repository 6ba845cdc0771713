import { sizesText } from '../../../../core/rules/sizes';
import { ATTRIBUTE_NAMES } from '../../../../core/contracts/catalog-vocab';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Product.module.css';
import type { ProductDetail } from '../../../../core/contracts/catalog';

/** The product's attributes that are set (size — every size of the design —, colour, style, occasion, material) and its description. */
export function ProductAttributes({ product }: { product: ProductDetail }) {
  const t = vi.product;
  return (
    <section className={styles.panel} aria-labelledby="attrs-title">
      <h2 id="attrs-title" className={styles.sectionTitle}>
        {t.attributesTitle}
      </h2>
      <table className={styles.attrs}>
        <tbody>
          {ATTRIBUTE_NAMES.filter((key) => product.attributes[key]).map((key) => (
            <tr key={key}>
              <th scope="row">{vi.catalog.attributeTitles[key]}</th>
              <td>{key === 'size' ? sizesText(product.sizes, product.attributes.size) : product.attributes[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.description ? (
        <>
          <h3 className={styles.sectionTitle} style={{ fontSize: 15 }}>
            {t.descriptionTitle}
          </h3>
          <p className={styles.description}>{product.description}</p>
        </>
      ) : null}
    </section>
  );
}
