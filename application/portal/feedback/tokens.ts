export const FEEDBACK_TOKENS = {
  feedbackGateway: Symbol.for('portal.FeedbackGateway'),
} as const;
