import { SearchOutlined } from '@ant-design/icons';
import { Link, navigate } from 'gatsby';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { imageUrl } from '../../../shared/image';
import { fetchSuggestions } from '../../catalog/api';
import { productPath } from '../../catalog/public';
import { PlainField } from '../../../shared/forms/PlainField';
import * as controls from '../../../shared/ui/Controls.module.css';
import * as styles from './Search.module.css';
import type { Suggestions } from '../../../../core/contracts/catalog';

/** Typeahead debounce. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const MAX_QUERY_LENGTH = 100;

export const searchPath = (q: string): string => `/search?${new URLSearchParams({ q: q.trim() }).toString()}`;

/** Debounced suggestions for `text` (GET /v1/product/suggest); empty for blank input. */
export function useSuggestions(text: string, delay = SUGGEST_DEBOUNCE_MS): Suggestions | null {
  const [result, setResult] = useState<Suggestions | null>(null);
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setResult(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchSuggestions(q.slice(0, MAX_QUERY_LENGTH))
        .then((body) => {
          if (!cancelled) setResult(body);
        })
        .catch(() => {
          if (!cancelled) setResult(null);
        });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, delay]);
  return result;
}

/** The search input with typeahead; submitting goes to /search?q=…. */
export function SearchForm({ initial = '', autoFocus = false, onDone }: { initial?: string; autoFocus?: boolean; onDone?: () => void }) {
  const [text, setText] = useState(initial);
  // Typeahead for what the shopper types: the results page's own term is already answered below the form, and
  // suggestions opening above those results a moment after they are drawn would push them down the screen.
  const suggestions = useSuggestions(text === initial ? '' : text);
  const listId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    onDone?.();
    void navigate(searchPath(q));
  };
  const hasSuggestions = Boolean(suggestions && (suggestions.products.length > 0 || suggestions.categories.length > 0));
  return (
    <div>
      <form role="search" className={styles.form} onSubmit={submit}>
        {/* Plain controls drawn like antd's: the search page's first screen loads no antd (issue #34). */}
        <PlainField
          fieldClassName={styles.field}
          label={vi.search.label}
          labelHidden
          type="search"
          placeholder={vi.search.placeholder}
          value={text}
          onValue={setText}
          maxLength={MAX_QUERY_LENGTH}
          autoFocus={autoFocus}
          enterKeyHint="search"
          aria-controls={hasSuggestions ? listId : undefined}
          prefix={<SearchOutlined aria-hidden />}
        />
        <button type="submit" className={`${controls.button} ${controls.primary}`}>
          {vi.search.submit}
        </button>
      </form>
      {suggestions && !hasSuggestions && text.trim() ? (
        <p className={styles.none} role="status">
          {vi.search.noSuggestions}
        </p>
      ) : null}
      {hasSuggestions && suggestions ? (
        <div id={listId} aria-label={vi.search.suggestionsLabel} role="region" aria-live="polite">
          {suggestions.categories.length > 0 ? (
            <>
              <p className={styles.groupTitle}>{vi.search.categoriesLabel}</p>
              <ul className={styles.list}>
                {suggestions.categories.map((category) => (
                  <li key={category.link}>
                    <Link to={`/${category.link}`} className={styles.item} onClick={onDone}>
                      <span className={styles.itemName}>{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {suggestions.products.length > 0 ? (
            <>
              <p className={styles.groupTitle}>{vi.search.productsLabel}</p>
              <ul className={styles.list}>
                {suggestions.products.map((product) => (
                  <li key={product.link}>
                    <Link to={productPath(product.link)} className={styles.item} onClick={onDone}>
                      <img src={imageUrl(product.imageKey, '64x64')} width={40} height={40} alt="" loading="lazy" />
                      <span className={styles.itemName}>{product.name}</span>
                      <span className={styles.itemPrice}>{formatVnd(product.rentalPrice > 0 ? product.rentalPrice : product.salePrice)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default SearchForm;
