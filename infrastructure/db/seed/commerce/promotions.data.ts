import { at } from '../seed-helpers';
import { DEMO_COMMERCE_FIXTURES } from './fixtures';

/** The demo promotions of every sales organisation: running ones and one that has ended. */
export function demoPromotions(now: Date) {
  const valid = { validFrom: at(now, -5), validTo: at(now, 60) };
  return [
  {
    sorg: 'ID01',
    code: 'MY27-EARLY',
    name: 'Model year 2027 early order',
    description: 'Order the 2027 range early and get extra margin.',
    terms: 'Orders placed before the end of the promotion; delivery from next month.',
    badge: 'Early order',
    tagline: '2027 is here',
    productCategory: 'bike',
    locations: ['ID01-JKT', 'ID01-SBY'],
    details: [
      { articleCode: 'VB-AESL-27-M', offer: 'Extra 2 % on 5 units or more' },
      { articleCode: 'VB-VTCE-27-M', offer: 'Free display stand with 3 units' },
    ],
    ...valid,
  },
  {
    sorg: 'ID01',
    code: 'PAA-WORKSHOP',
    name: 'Workshop week',
    description: 'Stock up on wear parts for the service season.',
    terms: 'Tyres, tubes and brake pads only.',
    badge: 'Workshop',
    tagline: 'Keep them rolling',
    productCategory: 'paa',
    locations: ['ID01-JKT'],
    details: [{ articleCode: DEMO_COMMERCE_FIXTURES.tieredArticle, offer: '10 % from 25 units' }],
    ...valid,
  },
  {
    sorg: 'ID01',
    code: 'MY25-CLEAR',
    name: 'Model year 2025 clearance',
    description: 'Ended.',
    terms: '',
    badge: 'Clearance',
    tagline: null,
    productCategory: 'bike',
    locations: [],
    details: [],
    validFrom: at(now, -90),
    validTo: at(now, -30),
  },
  { sorg: 'SG01', code: 'SG-EBIKE', name: 'E-bike month', description: 'E-bikes with a free service.', terms: 'Volt models only.', badge: 'E-bike', tagline: 'Ride further', productCategory: 'bike', locations: ['SG01-SIN'], details: [], ...valid },
  { sorg: 'US01', code: 'US-TRAIL', name: 'Trail season', description: 'Trail and enduro bikes with dealer support.', terms: 'Ridgeline and Gravity models.', badge: 'Trail', tagline: 'Send it', productCategory: 'bike', locations: ['US01-DEN'], details: [{ articleCode: 'TB-RL130-27-L', offer: 'Demo bike program' }], ...valid },
  { sorg: 'US01', code: 'US-WINTER', name: 'Winter service kits', description: 'Service parts for the winter.', terms: 'PAA only.', badge: 'Service', tagline: null, productCategory: 'paa', locations: [], details: [], ...valid },
  ];
}

/** The demo groupsets: a kit article and its parts, by article code. */
export const DEMO_GROUPSETS = [
  { code: 'GS-D12R', name: 'Drive 12 Road', kit: 'VP-GS-D12R', brand: 'Velocita', series: 'Drive 12', speeds: 12, description: 'Electronic 12-speed road groupset.', parts: ['VP-D12-RD', 'VP-D12-SH', 'VP-D12-CK-1725', 'VP-CHN-12S', 'VP-CAS-113412S'] },
  { code: 'GS-D11G', name: 'Drive 11 Gravel', kit: 'VP-GS-D11G', brand: 'Velocita', series: 'Drive 11', speeds: 11, description: 'Mechanical 11-speed gravel groupset.', parts: ['VP-D11-RD', 'VP-D11-CK-1725', 'VP-CHN-11S', 'VP-CAS-113011S'] },
  { code: 'GS-T12', name: 'Trail 12', kit: 'TP-GS-T12', brand: 'Trailmark', series: 'Trail 12', speeds: 12, description: '12-speed trail drivetrain.', parts: ['TP-T12-RD', 'TP-T12-SH', 'TP-T12-CK-170', 'TP-CHN-12S', 'TP-CAS-105112S'] },
  { code: 'GS-G12', name: 'Gravity 12', kit: 'TP-GS-G12', brand: 'Trailmark', series: 'Gravity 12', speeds: 12, description: 'Enduro-proof 12-speed drivetrain.', parts: ['TP-T12-RD', 'TP-T12-SH', 'TP-T12-CK-175', 'TP-CHN-12S', 'TP-CAS-105212S'] },
];

/** What the named dealers bought before: how often, how many in all and how many days ago last. */
export const DEMO_PURCHASE_HISTORY: [r3: string, articleCode: string, sorg: string, times: number, qty: number, lastDaysAgo: number][] = [
  ['0000100001', 'VB-AESL-27-M', 'ID01', 2, 4, 12],
  ['0000100001', 'VB-AESL-27-L', 'ID01', 1, 2, 12],
  ['0000100001', 'VB-KTCF-26-M', 'ID01', 6, 18, 30],
  ['0000100001', 'VB-KTCF-26-S', 'ID01', 4, 9, 30],
  ['0000100001', 'VB-RMXC-26-L', 'ID01', 3, 6, 65],
  ['0000100001', 'VP-TUBE-700', 'ID01', 9, 120, 8],
  ['0000100001', 'VP-TUBE-29', 'ID01', 7, 80, 8],
  ['0000100001', 'VP-TYR-RD-700X28C', 'ID01', 5, 40, 21],
  ['0000100001', 'VP-PAD-RESIN', 'ID01', 8, 64, 3],
  ['0000100001', 'VP-HLM-CMT-M', 'ID01', 2, 6, 90],
  ['0000100002', 'VB-STEN-26-M', 'ID01', 3, 6, 14],
  ['0000100002', 'VB-VTCE-27-M', 'SG01', 2, 4, 20],
  ['0000100002', 'VB-AESL-27-S', 'SG01', 1, 1, 40],
  ['0000100002', 'VP-CHN-12S', 'ID01', 6, 30, 10],
  ['0000100002', 'VP-HLM-AERO-M', 'ID01', 2, 8, 45],
  ['US20000001', 'TB-RL130-27-L', 'US01', 3, 5, 9],
  ['US20000001', 'TB-GV150-26-M', 'US01', 1, 2, 60],
  ['US20000001', 'TB-WFGR-27-XL', 'US01', 2, 3, 33],
  ['US20000001', 'TP-TUBE-29', 'US01', 10, 144, 5],
  ['US20000001', 'TP-PAD-SINTERED', 'US01', 7, 56, 15],
  ['US20000001', 'TP-GRP-GREEN', 'US01', 3, 18, 70],
];
