import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useContext, type MouseEvent } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { useLoginPrompt, useSession } from '../../user/hooks';
import { addFavourite, removeFavourite } from '../slice';
import * as styles from './Favourite.module.css';

export interface FavouriteHeartProps {
  productId: number;
  productName: string;
  className?: string;
}

function Heart({ productId, productName, className }: FavouriteHeartProps) {
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  const favourite = useAppSelector((state) => state.favourite.ids.includes(productId));
  const dispatch = useAppDispatch();
  const askToLogin = useLoginPrompt();
  // The server renders every heart empty; the shopper's own state shows after hydration.
  const pressed = hydrated && loggedIn && favourite;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!loggedIn) {
      askToLogin();
      return;
    }
    dispatch(pressed ? removeFavourite(productId) : addFavourite(productId));
  };

  return (
    <button
      type="button"
      className={[styles.heart, pressed ? styles.pressed : '', className ?? ''].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={pressed ? vi.accounts.favourite.remove(productName) : vi.accounts.favourite.add(productName)}
      onClick={onClick}
    >
      {pressed ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}

/** The favourite toggle; renders nothing outside a Redux store (isolated component tests). */
export function FavouriteHeart(props: FavouriteHeartProps) {
  const context = useContext(ReactReduxContext);
  if (!context) return null;
  return <Heart {...props} />;
}

/** The heart placed over a product card's image. */
export function CardHeart(props: FavouriteHeartProps) {
  const context = useContext(ReactReduxContext);
  if (!context) return null;
  return (
    <div className={styles.cardSlot}>
      <Heart {...props} />
    </div>
  );
}

export default FavouriteHeart;
