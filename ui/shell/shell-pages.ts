import { lazyShellPage } from './lazy-page';

/** The shell's pages for the exceptions, each loaded the first time it shows, so sign-in carries none of them. */
export const NotFoundPage = lazyShellPage(() => import('./NotFoundPage').then((module) => module.NotFoundPage));
export const AreaNotAvailablePage = lazyShellPage(() => import('./AreaNotAvailablePage').then((module) => module.AreaNotAvailablePage));
export const MaintenancePage = lazyShellPage(() => import('./MaintenancePage').then((module) => module.MaintenancePage));
export const CustomerRequiredPage = lazyShellPage(() => import('./CustomerRequiredPage').then((module) => module.CustomerRequiredPage));
