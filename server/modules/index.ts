import { bannerRoutes, bannerSchema } from './banner/routes';
import { catalogRoutes } from './catalog/routes';
import { CATALOG_SCHEMAS } from './catalog/schemas';
import { collectionRoutes } from './collection/routes';
import { healthRoutes } from './health/routes';
import { menuRoutes } from './menu/routes';
import type { ApiModule } from './types';

/** Every API domain, in registration order. Add new domains here. */
export const API_MODULES: readonly ApiModule[] = [healthRoutes, menuRoutes, catalogRoutes, bannerRoutes, collectionRoutes];

/** Schemas shared across modules (`$ref: 'ProductCard#'`…), added on the root instance before the modules. */
export const SHARED_SCHEMAS: ReadonlyArray<{ $id: string }> = [...CATALOG_SCHEMAS, bannerSchema];
