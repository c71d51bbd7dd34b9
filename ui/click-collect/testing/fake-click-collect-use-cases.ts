import type { ClickCollectUseCases } from '../../../application/portal/click-collect/click-collect-use-cases';

/** This area's use-cases as spies answering nothing. */
export function fakeClickCollectUseCases(): ClickCollectUseCases {
  return {};
}
