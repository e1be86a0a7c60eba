interface SmsMessage {
  id: string;
  phone: string;
  code: string | null;
  templateCode: string | null;
  params: Record<string, string>;
  /** The SignName of an Aliyun SendSms; null for /sms/send. */
  signName: string | null;
  sentAt: string;
}

interface MailMessage {
  id: string;
  to: string;
  from: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  sentAt: string;
}

export interface SinksState {
  sms: SmsMessage[];
  mail: MailMessage[];
  nextId: number;
}

export function createSinksState(): SinksState {
  return { sms: [], mail: [], nextId: 1 };
}
