import type { VisitFormKind } from './visit-form';

/** The answers a visit form offers for its choice questions; the service sends them as the form's question lists. */
export interface VisitQuestionLists {
  brandDomination: readonly string[];
  brandDisplay: readonly string[];
  series: readonly string[];
  equipment: readonly string[];
}

const SHARED = {
  brandDomination: ['Polygon', 'United', 'Pacific', 'Thrill', 'Other'],
  brandDisplay: ['Floor stand', 'Wall rack', 'Window display', 'Shop-in-shop corner', 'None'],
  equipment: ['Workshop stand', 'Torque wrench set', 'Wheel truing stand', 'Tyre inflator', 'Test-ride bikes'],
} as const;

/** The question lists of each kind of visit form: Polygon shops are asked about Polygon series, WIM shops about WIM's. */
export const VISIT_QUESTION_LISTS: Record<VisitFormKind, VisitQuestionLists> = {
  polygon: { ...SHARED, series: ['Siskiu', 'Xtrada', 'Strattos', 'Path', 'Kalosi', 'Urbano'] },
  wim: { ...SHARED, series: ['WIM Cross', 'WIM City', 'WIM Kids', 'WIM Folding'] },
};
