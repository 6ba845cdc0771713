import { healthRoutes } from './health/routes';
import { menuRoutes } from './menu/routes';
import type { ApiModule } from './types';

/** Every API domain, in registration order. Add new domains here. */
export const API_MODULES: readonly ApiModule[] = [healthRoutes, menuRoutes];
