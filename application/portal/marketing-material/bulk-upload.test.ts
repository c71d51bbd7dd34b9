import { describe, expect, it } from 'vitest';
import { createUploadMarketingImages, type BulkUploadProgress } from './bulk-upload';
import { MarketingMaterialGatewayInMemory } from './testing/marketing-material-gateway.in-memory';

const file = (name: string) => Object.assign(new Blob(['x']), { name });

describe('bulk upload of marketing images', () => {
  it('given three files, one refused, when uploaded, then the others still go and progress is reported per file', async () => {
    const marketingMaterial = new MarketingMaterialGatewayInMemory();
    const seen: BulkUploadProgress[] = [];
    const result = await createUploadMarketingImages({ marketingMaterial })('cat-logos', [file('a.png'), file('refused-b.png'), file('c.png')], (progress) => seen.push(progress));
    expect(marketingMaterial.uploads).toEqual(['a.png', 'refused-b.png', 'c.png']);
    expect(result).toMatchObject({ total: 3, done: 3, current: null, refused: [{ fileName: 'refused-b.png', errors: [{ message: 'file_not_an_image' }] }] });
    expect(result.uploaded.map((image) => image.title)).toEqual(['a', 'c']);
    expect(seen.map((progress) => [progress.done, progress.current])).toEqual([
      [0, 'a.png'],
      [1, 'refused-b.png'],
      [2, 'c.png'],
      [3, null],
    ]);
  });

  it('given a file that cannot be sent, when uploaded, then it counts as refused and the next one goes', async () => {
    const marketingMaterial = new MarketingMaterialGatewayInMemory();
    const sending = marketingMaterial.createImage.bind(marketingMaterial);
    marketingMaterial.createImage = async (categoryId, picked, title) => {
      if (picked.name === 'offline.png') throw new Error('connection lost');
      return sending(categoryId, picked, title);
    };
    const result = await createUploadMarketingImages({ marketingMaterial })('cat-logos', [file('offline.png'), file('d.png')], () => undefined);
    expect(result.refused).toEqual([{ fileName: 'offline.png', errors: [{ field: ['file'], message: 'connection_error', values: {} }] }]);
    expect(result.uploaded).toHaveLength(1);
  });
});
