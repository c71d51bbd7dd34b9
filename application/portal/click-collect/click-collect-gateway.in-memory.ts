import type { ClickCollectGateway } from './ports';

/** This area's gateway in memory, with example data for stories and view tests. */
export class ClickCollectGatewayInMemory implements ClickCollectGateway {}
