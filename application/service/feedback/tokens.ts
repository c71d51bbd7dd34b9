export const FEEDBACK_TOKENS = {
  ConsumerFeedbackRepository: Symbol('ConsumerFeedbackRepository'),
} as const;
