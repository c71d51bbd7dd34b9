import { describe, expect, it } from 'vitest';
import { withRuntimeConfig } from './portal-page';

const PAGE = '<!doctype html><html><head><title>Dealer portal</title></head><body></body></html>';

function dataBlock(html: string): string {
  return /<script type="application\/json" id="runtime-config">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
}

describe('the portal page', () => {
  it('carries the runtime configuration as a data block at the end of its head', () => {
    const config = { apiBaseUrl: '', configAuthorization: 'Basic ZGVtbw==' };

    expect(JSON.parse(dataBlock(withRuntimeConfig(PAGE, config)))).toEqual(config);
  });

  it('cannot be made to end the block early by a value', () => {
    const config = { apiBaseUrl: 'https://api.example/</script><script>alert(1)</script>', configAuthorization: 'Basic x' };
    const html = withRuntimeConfig(PAGE, config);

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(dataBlock(html))).toEqual(config);
  });
});
