import { openDatabase } from '../../infrastructure/db/database';
import { applyDemoSeed } from '../../infrastructure/db/seed/apply-demo-seed';
import { generateScaleData } from '../../infrastructure/db/seed/scale-generator';
import { sql } from 'drizzle-orm';
const t0 = performance.now();
const d = await openDatabase({ engine: 'pglite' });
console.log('open', performance.now() - t0);
await applyDemoSeed(d.db, { passwordHash: 'x', now: new Date() });
console.log('demo', performance.now() - t0);
const r = await generateScaleData(d.db, { passwordHash: 'x' });
console.log('scale', r.elapsedMs, r.rows, r.busiestSalesUser, r.assignments);
for (const tb of ['customers','customer_areas','customer_companies','users','user_roles','user_areas','user_customers']) {
  const res = await d.db.execute(sql.raw(`select count(*) from ${tb}`));
  console.log(tb, JSON.stringify((res as any).rows ?? res));
}
const again = await generateScaleData(d.db, { passwordHash: 'x' });
console.log('again', again.applied);
await d.close();
