import { DEMO_COMMERCE_FIXTURES } from './fixtures';

/** The ship-to addresses of the named dealers; every other customer gets one made from its own address. */
export const DEMO_NAMED_SHIP_TOS = [
  { r3: '0000100001', code: 'ST-100001-01', name: 'Sepeda Jaya Jakarta — showroom', address: 'Jl. Sepeda Raya No. 2', city: 'Jakarta', postalCode: '10110', country: 'ID', phone: '+62 21 5500037', warehouseArea: 'JAVA-WEST', isDefault: true, active: true },
  { r3: '0000100001', code: 'ST-100001-02', name: 'Sepeda Jaya warehouse Bekasi', address: 'Jl. Industri 14', city: 'Bekasi', postalCode: '17530', country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: false, active: true },
  { r3: '0000100001', code: DEMO_COMMERCE_FIXTURES.inactiveShipTo, name: 'Sepeda Jaya Bogor (closed)', address: 'Jl. Pajajaran 8', city: 'Bogor', postalCode: '16143', country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: false, active: false },
  { r3: '0000100002', code: 'ST-100002-01', name: 'Gowes Group Surabaya', address: 'Jl. Gowes Raya No. 3', city: 'Surabaya', postalCode: '60111', country: 'ID', phone: '+62 31 5500074', warehouseArea: 'JAVA-EAST', isDefault: true, active: true },
  { r3: '0000100002', code: 'ST-100002-02', name: 'Gowes Group Malang', address: 'Jl. Ijen 21', city: 'Malang', postalCode: '65119', country: 'ID', phone: null, warehouseArea: 'JAVA-EAST', isDefault: false, active: true },
  { r3: '0000100002', code: 'ST-100002-SG', name: 'Gowes Singapore', address: '8 Kaki Bukit Road', city: 'Singapore', postalCode: '417860', country: 'SG', phone: '+65 6555 0102', warehouseArea: 'SINGAPORE', isDefault: false, active: true },
  { r3: 'US20000001', code: 'ST-900001-01', name: 'Summit Cycles Denver', address: '1200 Larimer Street', city: 'Denver', postalCode: '80204', country: 'US', phone: '+1 303 555 0142', warehouseArea: 'WEST', isDefault: true, active: true },
  { r3: 'US20000001', code: 'ST-900001-02', name: 'Summit Cycles Boulder', address: '2500 Pearl Street', city: 'Boulder', postalCode: '80302', country: 'US', phone: null, warehouseArea: 'WEST', isDefault: false, active: true },
];

/** Delivery options and their prices per sales organisation. */
export const DEMO_SHIPMENT_RATES = [
  { sorg: 'ID01', code: 'STD', name: 'Regular delivery', currency: 'IDR', baseAmount: '150000', perUnitAmount: '25000', freeFromQty: 20, leadDays: 5, sortOrder: 1 },
  { sorg: 'ID01', code: 'EXP', name: 'Express delivery', currency: 'IDR', baseAmount: '350000', perUnitAmount: '40000', freeFromQty: null, leadDays: 2, sortOrder: 2 },
  { sorg: 'ID01', code: 'PICK', name: 'Pick up at the distribution centre', currency: 'IDR', baseAmount: '0', perUnitAmount: '0', freeFromQty: null, leadDays: 1, sortOrder: 3 },
  { sorg: 'SG01', code: 'STD', name: 'Standard delivery', currency: 'SGD', baseAmount: '25.00', perUnitAmount: '2.50', freeFromQty: 10, leadDays: 3, sortOrder: 1 },
  { sorg: 'SG01', code: 'EXP', name: 'Next-day delivery', currency: 'SGD', baseAmount: '60.00', perUnitAmount: '4.00', freeFromQty: null, leadDays: 1, sortOrder: 2 },
  { sorg: 'US01', code: 'GROUND', name: 'Ground freight', currency: 'USD', baseAmount: '45.00', perUnitAmount: '4.75', freeFromQty: 15, leadDays: 5, sortOrder: 1 },
  { sorg: 'US01', code: 'FREIGHT2', name: 'Two-day freight', currency: 'USD', baseAmount: '120.00', perUnitAmount: '6.50', freeFromQty: null, leadDays: 2, sortOrder: 2 },
];

/** Freight discounts from a quantity, per warehouse area. */
export const DEMO_FREIGHT_BENEFITS = [
  { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 10, description: 'Freight 25 % off', freightDiscountPercent: '25' },
  { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 25, description: 'Freight 50 % off', freightDiscountPercent: '50' },
  { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 50, description: 'Free freight', freightDiscountPercent: '100' },
  { sorg: 'ID01', warehouseArea: 'JAVA-EAST', minQty: 15, description: 'Freight 25 % off', freightDiscountPercent: '25' },
  { sorg: 'ID01', warehouseArea: 'JAVA-EAST', minQty: 40, description: 'Free freight', freightDiscountPercent: '100' },
  { sorg: 'ID01', warehouseArea: 'SUMATRA', minQty: 20, description: 'Freight 30 % off', freightDiscountPercent: '30' },
  { sorg: 'SG01', warehouseArea: 'SINGAPORE', minQty: 10, description: 'Free delivery', freightDiscountPercent: '100' },
  { sorg: 'US01', warehouseArea: 'WEST', minQty: 12, description: 'Freight 20 % off', freightDiscountPercent: '20' },
  { sorg: 'US01', warehouseArea: 'WEST', minQty: 30, description: 'Free freight', freightDiscountPercent: '100' },
  { sorg: 'US01', warehouseArea: 'MIDWEST', minQty: 12, description: 'Freight 20 % off', freightDiscountPercent: '20' },
];
