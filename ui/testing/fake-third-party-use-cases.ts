import { vi } from 'vitest';
import type { ThirdPartyUseCases } from '../../application/portal/third-party/third-party-use-cases';

/** The third-party use-cases as spies: every change refused as not answered. */
export function fakeThirdPartyUseCases(): ThirdPartyUseCases {
  return {
    newThirdPartyCheckoutKey: vi.fn(() => 'key-1'),
    checkoutThirdParty: vi.fn<ThirdPartyUseCases['checkoutThirdParty']>(async () => ({ ok: false, error: { userErrors: [], productErrors: [] } })),
    moveThirdPartyItem: vi.fn<ThirdPartyUseCases['moveThirdPartyItem']>(async () => ({ ok: false, error: 'failed_update_status' })),
    uploadThirdPartySheet: vi.fn<ThirdPartyUseCases['uploadThirdPartySheet']>(async () => ({ ok: false, error: 'failed_upload_third_party' })),
  };
}
