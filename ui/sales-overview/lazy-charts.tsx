import { lazy } from 'react';

/** The charts, fetched the first time one shows: the table views and the rest of the page never wait for them. */
export const ComparisonBarChart = lazy(() => import('./SalesCharts').then((module) => ({ default: module.ComparisonBarChart })));
export const ShareChart = lazy(() => import('./SalesCharts').then((module) => ({ default: module.ShareChart })));
export const FigureBarChart = lazy(() => import('./SalesCharts').then((module) => ({ default: module.FigureBarChart })));
