/** Reviews' words, for the product page that lists them (writing one: components/WriteReview). No component. */
export { reviewStrings } from './strings';
