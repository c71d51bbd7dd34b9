import type { ReactNode } from 'react';

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const CLICK_COLLECT_PAGES: Partial<Record<string, () => ReactNode>> = {};
