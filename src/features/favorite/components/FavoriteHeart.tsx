import { useContext, type MouseEvent } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { useLoggedIn, useLoginPrompt } from '../../user/public';
import { addFavorite, removeFavorite } from '../slice';
import * as styles from './Favorite.module.css';

export interface FavoriteHeartProps {
  productId: number;
  productName: string;
  className?: string;
}

function Heart({ productId, productName, className }: FavoriteHeartProps) {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const favorite = useAppSelector((state) => state.favorite.ids.includes(productId));
  const dispatch = useAppDispatch();
  const askToLogin = useLoginPrompt();
  // The server renders every heart empty; the shopper's own state shows after hydration.
  const pressed = hydrated && loggedIn && favorite;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!loggedIn) {
      askToLogin();
      return;
    }
    dispatch(pressed ? removeFavorite(productId) : addFavorite(productId));
  };

  return (
    <button
      type="button"
      className={[styles.heart, pressed ? styles.pressed : '', className ?? ''].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={pressed ? vi.accounts.favorite.remove(productName) : vi.accounts.favorite.add(productName)}
      onClick={onClick}
    >
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
}

/** The favorite toggle; renders nothing outside a Redux store (isolated component tests). */
export function FavoriteHeart(props: FavoriteHeartProps) {
  const context = useContext(ReactReduxContext);
  if (!context) return null;
  return <Heart {...props} />;
}

/** The heart placed over a product card's image. */
export function CardHeart(props: FavoriteHeartProps) {
  const context = useContext(ReactReduxContext);
  if (!context) return null;
  return (
    <div className={styles.cardSlot}>
      <Heart {...props} />
    </div>
  );
}

export default FavoriteHeart;
