export interface SmsMessage {
  mobile: string;
  /** Why the code is sent (LOGIN, REGISTER, …). */
  method: string;
  code: string;
  /** The full text as the recipient reads it. */
  text: string;
}

/** Delivers SMS codes. Throws when the message was not accepted; the code is then withdrawn. */
export interface SmsSender {
  readonly provider: string;
  /** False when no provider is configured: SMS calls then answer that the service is not configured. */
  readonly configured: boolean;
  send(message: SmsMessage, now: Date): Promise<void>;
}
