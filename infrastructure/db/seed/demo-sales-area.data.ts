import type { RegionOutline } from '../../../application/service/sales-area/ports';

type Ring = [number, number][];
const polygon = (ring: Ring): RegionOutline => ({ type: 'Polygon', coordinates: [ring] });

/**
 * Simplified outlines (longitude, latitude) of the demo sales organisations' regions: the main island groups of
 * Indonesia, the census-style regions of the United States, the planning regions of Singapore. Good enough to tell
 * the regions apart on the map; not survey data.
 */
export const DEMO_SALES_AREA_REGIONS: { id: string; sorg: string; name: string; category: string | null; outline: RegionOutline }[] = [
  { id: 'id-sumatra', sorg: 'ID01', name: 'Sumatra', category: 'B', outline: polygon([[95.2, 5.6], [97.5, 5.2], [100.4, 2.2], [104.0, 1.0], [106.0, -3.0], [105.8, -5.9], [104.5, -5.9], [101.0, -3.0], [98.7, 0.0], [95.3, 3.0], [95.2, 5.6]]) },
  { id: 'id-java', sorg: 'ID01', name: 'Java', category: 'A', outline: polygon([[105.2, -6.0], [106.9, -5.9], [108.3, -6.3], [110.4, -6.9], [112.6, -6.9], [114.4, -7.7], [114.6, -8.7], [111.0, -8.3], [108.0, -7.8], [106.4, -7.4], [105.2, -6.8], [105.2, -6.0]]) },
  { id: 'id-kalimantan', sorg: 'ID01', name: 'Kalimantan', category: 'C', outline: polygon([[109.0, 1.8], [110.0, 1.7], [111.8, 2.9], [115.6, 4.2], [117.6, 4.2], [118.9, 1.0], [117.5, 0.0], [116.6, -2.6], [116.0, -4.0], [114.6, -4.0], [110.2, -2.9], [109.0, -0.5], [109.0, 1.8]]) },
  { id: 'id-sulawesi', sorg: 'ID01', name: 'Sulawesi', category: 'C', outline: polygon([[119.4, -5.6], [120.4, -5.5], [120.3, -2.9], [121.1, -2.7], [123.4, -4.2], [122.0, -1.8], [123.3, -0.9], [120.6, -0.7], [121.0, 1.3], [124.9, 1.6], [125.2, 1.3], [120.2, 0.3], [119.8, -0.1], [118.8, -2.6], [119.4, -5.6]]) },
  { id: 'id-bali-nusa-tenggara', sorg: 'ID01', name: 'Bali and Nusa Tenggara', category: 'B', outline: polygon([[114.4, -8.1], [115.7, -8.4], [119.0, -8.1], [122.0, -8.1], [125.0, -8.3], [125.0, -9.3], [123.5, -10.4], [119.0, -9.6], [116.0, -9.0], [114.5, -8.8], [114.4, -8.1]]) },
  { id: 'id-maluku', sorg: 'ID01', name: 'Maluku', category: null, outline: polygon([[127.2, 2.2], [128.7, 2.0], [128.2, -0.8], [130.9, -3.1], [130.8, -3.9], [126.0, -3.9], [126.0, -3.0], [127.9, -1.0], [127.2, 2.2]]) },
  { id: 'id-papua', sorg: 'ID01', name: 'Papua', category: null, outline: polygon([[131.0, -1.3], [134.0, -0.9], [135.0, -3.3], [137.8, -1.5], [141.0, -2.6], [141.0, -9.1], [139.0, -8.1], [137.8, -5.2], [135.2, -4.4], [132.7, -4.0], [132.0, -2.8], [131.0, -1.3]]) },
  { id: 'sg-west', sorg: 'SG01', name: 'West Region', category: 'B', outline: polygon([[103.6, 1.45], [103.75, 1.45], [103.75, 1.25], [103.6, 1.25], [103.6, 1.45]]) },
  { id: 'sg-north', sorg: 'SG01', name: 'North Region', category: null, outline: polygon([[103.75, 1.47], [103.88, 1.47], [103.88, 1.37], [103.75, 1.37], [103.75, 1.47]]) },
  { id: 'sg-central', sorg: 'SG01', name: 'Central Region', category: 'A', outline: polygon([[103.75, 1.37], [103.88, 1.37], [103.88, 1.26], [103.75, 1.26], [103.75, 1.37]]) },
  { id: 'sg-east', sorg: 'SG01', name: 'East Region', category: 'A', outline: polygon([[103.88, 1.42], [104.05, 1.4], [104.05, 1.31], [103.88, 1.29], [103.88, 1.42]]) },
  { id: 'us-west', sorg: 'US01', name: 'Pacific West', category: 'A', outline: polygon([[-124.7, 48.4], [-111.0, 49.0], [-111.0, 41.0], [-109.0, 41.0], [-109.0, 31.3], [-114.8, 32.5], [-117.1, 32.5], [-120.6, 34.5], [-124.4, 40.4], [-124.7, 48.4]]) },
  { id: 'us-mountain', sorg: 'US01', name: 'Mountain', category: 'A', outline: polygon([[-111.0, 49.0], [-104.0, 49.0], [-104.0, 41.0], [-102.0, 37.0], [-103.0, 32.0], [-106.6, 31.8], [-109.0, 31.3], [-109.0, 41.0], [-111.0, 41.0], [-111.0, 49.0]]) },
  { id: 'us-midwest', sorg: 'US01', name: 'Midwest', category: 'B', outline: polygon([[-104.0, 49.0], [-89.5, 48.0], [-84.8, 46.5], [-82.4, 43.0], [-80.5, 42.0], [-80.5, 39.7], [-89.1, 36.5], [-94.6, 36.5], [-102.0, 37.0], [-104.0, 41.0], [-104.0, 49.0]]) },
  { id: 'us-south', sorg: 'US01', name: 'South', category: null, outline: polygon([[-106.6, 31.8], [-103.0, 32.0], [-102.0, 37.0], [-94.6, 36.5], [-89.1, 36.5], [-80.5, 39.7], [-75.6, 38.5], [-75.9, 36.5], [-80.9, 32.0], [-81.4, 30.7], [-80.0, 26.0], [-81.8, 24.6], [-82.8, 27.8], [-84.3, 30.0], [-89.6, 30.2], [-94.0, 29.7], [-97.2, 26.0], [-99.5, 27.5], [-104.5, 29.6], [-106.6, 31.8]]) },
  { id: 'us-northeast', sorg: 'US01', name: 'Northeast', category: 'D', outline: polygon([[-80.5, 42.0], [-79.0, 43.3], [-76.8, 44.9], [-71.5, 45.0], [-67.8, 47.1], [-67.0, 44.8], [-70.7, 42.7], [-70.0, 41.6], [-74.0, 40.5], [-75.6, 38.5], [-80.5, 39.7], [-80.5, 42.0]]) },
];
