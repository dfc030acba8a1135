import type { Config } from '../config';
import { ensureTemplateDefaults } from '../delivery/template-seed';
import type { Database } from './client';
import { type SeedResult, seedDemoData } from './seed';
import { ensureSettingDefaults } from './settings-defaults';

export type PrepareResult = SeedResult | 'skipped-disabled';

/** Startup order: migrations, then settings and template defaults (every boot), then demo data on an empty database. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo'>,
  now: Date = new Date(),
): Promise<PrepareResult> {
  // Instances started together on one PostgreSQL take turns: the first migrates and seeds, the others find it done.
  return database.exclusive(async () => {
    await database.migrate();
    await ensureSettingDefaults(database.db);
    await ensureTemplateDefaults(database.db);
    if (!config.seedDemo) return 'skipped-disabled';
    return seedDemoData(database.db, now);
  });
}
