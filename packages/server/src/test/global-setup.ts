import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated databases test servers start from (template-database.ts). */
    databaseTemplates: { pgliteFile: string; postgresName: string | null };
  }
}

/** Vitest's global setup: the migrated databases every test server copies, removed after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await makeDatabaseTemplates();
  project.provide('databaseTemplates', {
    pgliteFile: templates.pgliteFile,
    postgresName: templates.postgresName,
  });
  return () => templates.remove();
}
