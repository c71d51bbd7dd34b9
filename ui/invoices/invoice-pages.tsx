import type { ReactNode } from 'react';

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const INVOICE_PAGES: Partial<Record<string, () => ReactNode>> = {};
