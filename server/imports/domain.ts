/**
 * The imports domain: the generic CSV import of a declared resource (under /api). The delivery
 * manifest import streams its upload outside /api (`IMPORT_PATH`), so app.ts mounts it itself.
 */
import type { Domain } from '../domain/domain';
import { resourceImportRoutes } from './resource-import';

export const importsDomain: Domain = { name: 'imports', routes: resourceImportRoutes };
