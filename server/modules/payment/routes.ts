/** `/v1/payment…` routes (issue 5). */
import type { ApiModule } from '../types';

export const paymentRoutes: ApiModule = async () => {};
