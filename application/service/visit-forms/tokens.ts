export const VISIT_FORM_TOKENS = {
  VisitFormRepository: Symbol('VisitFormRepository'),
} as const;
