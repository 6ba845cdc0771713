/** `/v1/cart…` routes (issue 5). */
import type { ApiModule } from '../types';

export const cartRoutes: ApiModule = async () => {};
