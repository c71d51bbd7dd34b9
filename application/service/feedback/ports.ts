export interface ConsumerFeedback {
  userId: string;
  /** r3 code of the customer the session acted for, if any. */
  customerCode: string | null;
  host: string;
  message: string;
  at: Date;
}

export interface ConsumerFeedbackRepository {
  add(feedback: ConsumerFeedback): Promise<void>;
}
