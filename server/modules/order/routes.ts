/** `/v1/order…` routes (issue 5). */
import type { ApiModule } from '../types';

export const orderRoutes: ApiModule = async () => {};
