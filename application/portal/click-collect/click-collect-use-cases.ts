import type { ClickCollectGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface ClickCollectUseCases {}

export function createClickCollectUseCases(_ports: { clickCollect: ClickCollectGateway }): ClickCollectUseCases {
  return {};
}
