import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; migrations are applied by the server at startup.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
