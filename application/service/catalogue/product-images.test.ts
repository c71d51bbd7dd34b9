import { describe, expect, it } from 'vitest';
import { FileStoreInMemory } from '../shared/testing/file-store.in-memory';
import type { ImageEncoder } from './ports';
import { PRODUCT_IMAGE_CACHE_FOLDER, PRODUCT_IMAGE_FOLDER, readProductImage } from './product-images';

/** An encoder that writes down what it was asked and answers the source's text with the width. */
class ImageEncoderRecording implements ImageEncoder {
  readonly calls: number[] = [];
  async toWebp(source: Uint8Array, width: number) {
    this.calls.push(width);
    return new TextEncoder().encode(`${new TextDecoder().decode(source)}@${width}`);
  }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function given(sources: Record<string, string>) {
  const files = new FileStoreInMemory();
  for (const [name, content] of Object.entries(sources)) void files.write(PRODUCT_IMAGE_FOLDER, name, new TextEncoder().encode(content));
  return { files, images: new ImageEncoderRecording() };
}

describe('readProductImage', () => {
  it('given a source, when a width is first asked for, then it is rendered and kept', async () => {
    const deps = given({ 'vb-aesl-27-m.svg': '<svg/>' });
    const image = await readProductImage(deps, 'vb-aesl-27-m', '480');
    expect(image.ok && text(image.value)).toBe('<svg/>@480');
    expect(text((await deps.files.read(PRODUCT_IMAGE_CACHE_FOLDER, 'vb-aesl-27-m.480.webp'))!)).toBe('<svg/>@480');
  });

  it('given a size already rendered, when it is asked for again, then the kept one is answered without rendering', async () => {
    const deps = given({ 'vb-aesl-27-m.svg': '<svg/>' });
    await readProductImage(deps, 'vb-aesl-27-m', '160');
    const again = await readProductImage(deps, 'vb-aesl-27-m', '160');
    expect(again.ok && text(again.value)).toBe('<svg/>@160');
    expect(deps.images.calls).toEqual([160]);
  });

  it('given a source kept as PNG, when a size is asked for, then it is rendered from it', async () => {
    const deps = given({ 'tp-lock.png': 'png bytes' });
    const image = await readProductImage(deps, 'tp-lock', '960');
    expect(image.ok && text(image.value)).toBe('png bytes@960');
  });

  it('given no source, when a picture is asked for, then it is not found', async () => {
    expect(await readProductImage(given({}), 'vb-nothing', '160')).toEqual({ ok: false, error: 'not_found' });
  });

  it.each(['../secret', 'a/b', '.hidden', 'VB-AESL-27-M', ''])('refuses the name %j as not found without reading', async (name) => {
    const deps = given({ 'secret.svg': '<svg/>' });
    expect(await readProductImage(deps, name, '160')).toEqual({ ok: false, error: 'not_found' });
    expect(deps.images.calls).toEqual([]);
  });

  it.each([undefined, '', '200', '0160', '1e3'])('refuses the width %j', async (width) => {
    const deps = given({ 'vb-aesl-27-m.svg': '<svg/>' });
    expect(await readProductImage(deps, 'vb-aesl-27-m', width)).toEqual({ ok: false, error: 'invalid_width' });
    expect(deps.images.calls).toEqual([]);
  });
});
