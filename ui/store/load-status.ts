/** Where a read that a use-case carries stands, for the pages whose reads are not cached (the payment screen, the cart pages). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
