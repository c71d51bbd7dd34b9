import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./infrastructure/db/schema.ts', './infrastructure/db/*/schema.ts'],
  out: './infrastructure/db/migrations',
});
