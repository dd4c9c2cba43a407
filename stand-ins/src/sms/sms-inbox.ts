/** A message a vendor stand-in accepted, as the vendor would deliver it. */
export interface ReceivedSms {
  vendor: 'aliyun' | 'tencent';
  /** 11 digits, without the country code. */
  mobile: string;
  signName: string;
  templateId: string;
  /** The template's variables as sent (aliyun: by name; tencent: `{1}`, `{2}`, …). */
  params: Record<string, string>;
  at: string;
}

const KEPT = 500;

/** The messages both SMS stand-ins accepted, newest last, the last 500 kept (memory only). */
export class SmsInbox {
  private readonly messages: ReceivedSms[] = [];

  add(message: ReceivedSms): void {
    this.messages.push(message);
    if (this.messages.length > KEPT) this.messages.shift();
  }

  /** The messages sent to a mobile, newest first. */
  to(mobile: string): ReceivedSms[] {
    return this.messages.filter((message) => message.mobile === mobile).reverse();
  }
}
