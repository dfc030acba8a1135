import type { Config } from '../config';
import type { Database } from '../db/client';
import { ensureSettingDefaults } from '../db/settings-defaults';
import { type SeedResult, seedDemoData } from '.';
import { ensureTemplateDefaults } from './template-seed';

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
