import path from 'node:path';

/** The repository root (this file lives in `<repo>/server`). Works under tsx and ts-jest, both CommonJS. */
export const REPO_ROOT = path.resolve(__dirname, '..');
