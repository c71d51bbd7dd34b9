import { eq, inArray } from 'drizzle-orm';
import type { KnownScope } from '../../../domain/access/scope-catalogue';
import type { Database } from '../database';
import * as t from '../schema';
import { priceComponents, thirdPartyProducts, thirdPartyVendorAddresses, thirdPartyVendors, thirdPartyVendorUsers } from '../third-party/schema';

/** The role of a vendor's users: the third-party pages and their own vendor's maintenance. */
export const VENDOR_ROLE = { name: 'vendor', description: 'Third-party vendor keeping its articles, stock and order statuses', scopes: ['page.3rd-party', 'third-party.maintain', 'profile.update'] as KnownScope[] };

/** Vendors of the demo: two sell to Indonesian dealers, one to American dealers; each Indonesian vendor has a user. */
export const DEMO_VENDORS = [
  { code: 'V-NUSA', name: 'Nusantara Bike Parts', sorg: 'ID01', user: { username: 'vendor', name: 'Dewi Lestari', email: 'dewi@nusantaraparts.example' } },
  { code: 'V-RODA', name: 'Roda Tools Supply', sorg: 'ID01', user: { username: 'vendor2', name: 'Agus Salim', email: 'agus@rodatools.example' } },
  { code: 'V-TRAIL', name: 'Trailside Components', sorg: 'US01', user: null },
];

const ARTICLES: Record<string, [code: string, name: string, price: string, salesUnit: string, uomConverter: number, stock: number][]> = {
  'V-NUSA': [
    ['NUSA-TUBE-700', 'Inner tube 700x25c, presta', '420000', 'BOX', 10, 40],
    ['NUSA-CAGE-ALU', 'Aluminium bottle cage', '540000', 'BOX', 12, 25],
    ['NUSA-GRIP-LCK', 'Lock-on grips, black', '85000', 'PR', 1, 60],
    ['NUSA-BELL-MIN', 'Mini bell, chrome', '300000', 'BOX', 20, 15],
    ['NUSA-LIGHT-F', 'Front light 400 lm, USB', '275000', 'EA', 1, 30],
    ['NUSA-LIGHT-R', 'Rear light, USB', '165000', 'EA', 1, 34],
    ['NUSA-PEDAL-FL', 'Flat pedals, nylon', '120000', 'PR', 1, 22],
    ['NUSA-SADDLE-C', 'Comfort saddle', '310000', 'EA', 1, 12],
    ['NUSA-CHAIN-11', 'Chain 11-speed, 116 links', '1250000', 'BOX', 5, 8],
    ['NUSA-TAPE-BLK', 'Handlebar tape, black', '95000', 'EA', 1, 45],
    ['NUSA-STAND-K', 'Kickstand, adjustable', '140000', 'EA', 1, 18],
    ['NUSA-MUDG-SET', 'Mudguard set 28"', '225000', 'SET', 1, 9],
  ],
  'V-RODA': [
    ['RODA-PUMP-FL', 'Floor pump with gauge', '450000', 'EA', 1, 14],
    ['RODA-TOOL-MT', 'Multi-tool 16 functions', '210000', 'EA', 1, 26],
    ['RODA-LEVER-3', 'Tyre levers, set of 3', '360000', 'BOX', 24, 11],
    ['RODA-WRENCH-T', 'Torque wrench 2-20 Nm', '980000', 'EA', 1, 5],
  ],
  'V-TRAIL': [
    ['TRAIL-BAG-SDL', 'Saddle bag, 0.8 l', '24.90', 'EA', 1, 30],
    ['TRAIL-CO2-16', 'CO2 cartridges 16 g', '19.50', 'BOX', 6, 40],
  ],
};

/**
 * Seeds the third-party vendors, their articles and users (the vendor role), a delivery address of Nusantara for the
 * first demo dealer, and the base-unit price display for Indonesian third-party catalogues.
 */
export async function applyDemoThirdParty(tx: Database, options: { now: Date; passwordHash: string }): Promise<void> {
  const vendors = await tx
    .insert(thirdPartyVendors)
    .values(DEMO_VENDORS.map(({ code, name, sorg }) => ({ code, name, sorg })))
    .returning({ id: thirdPartyVendors.id, code: thirdPartyVendors.code });
  const vendorId = new Map(vendors.map((vendor) => [vendor.code, vendor.id]));
  await tx.insert(thirdPartyProducts).values(
    Object.entries(ARTICLES).flatMap(([vendor, articles]) =>
      articles.map(([articleCode, name, price, salesUnit, uomConverter, stock]) => ({ vendorId: vendorId.get(vendor)!, articleCode, name, price, salesUnit, uomConverter, stock, updatedAt: options.now })),
    ),
  );

  const [role] = await tx.insert(t.roles).values({ name: VENDOR_ROLE.name, description: VENDOR_ROLE.description }).returning({ id: t.roles.id });
  const permissions = await tx.select({ id: t.permissions.id }).from(t.permissions).where(inArray(t.permissions.scope, VENDOR_ROLE.scopes));
  await tx.insert(t.rolePermissions).values(permissions.map((permission) => ({ roleId: role!.id, permissionId: permission.id })));
  for (const vendor of DEMO_VENDORS) {
    if (!vendor.user) continue;
    const [user] = await tx
      .insert(t.users)
      .values({ ...vendor.user, passwordHash: options.passwordHash, limitation: null, languageId: 'en-us' })
      .returning({ id: t.users.id });
    await tx.insert(t.userRoles).values({ userId: user!.id, roleId: role!.id });
    await tx.insert(t.userAreas).values({ userId: user!.id, sorg: vendor.sorg, limitation: null, formVisit: null });
    await tx.insert(thirdPartyVendorUsers).values({ userId: user!.id, vendorId: vendorId.get(vendor.code)! });
  }

  const [dealer] = await tx.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.r3, '0000100001'));
  if (dealer) await tx.insert(thirdPartyVendorAddresses).values({ vendorId: vendorId.get('V-NUSA')!, customerId: dealer.id, address: 'Sepeda Jaya, receiving dock 2, Jl. Gatot Subroto 12, Jakarta' });
  await tx.insert(priceComponents).values({ sorg: 'ID01', module: 'third-party', additionalDisplays: ['base_unit_price'] });
}
