import { LoanStatus } from '@sme/contract/loan-status';

/** What the message of a move is about. */
export interface NoticeSubject {
  /** The product applied for; null for a published financing need. */
  productName: string | null;
  creditAmount: number | null;
  loanAmount: number | null;
  failureReason: string | null;
}

export interface NoticeText {
  title: string;
  body: string;
}

const SMS_SIGN = '【区域中小企业融资服务平台】';

function amountText(amount: number | null): string {
  return amount === null
    ? ''
    : `，金额${Number(amount)
        .toFixed(2)
        .replace(/\.?0+$/, '')}万元`;
}

function reasonText(reason: string | null): string {
  return reason ? `，原因：${reason}` : '';
}

/**
 * The message to the enterprise for a move to `to` by an institution or the operator; null for a move that tells
 * the enterprise nothing new (its own withdrawal).
 */
export function noticeText(to: number, subject: NoticeSubject): NoticeText | null {
  const what = subject.productName === null ? '您发布的融资需求' : `您申请的「${subject.productName}」`;
  const reason = reasonText(subject.failureReason);
  switch (to) {
    case LoanStatus.REVIEW_PASSED:
      return { title: '融资需求已通过审核', body: `${what}已通过平台审核，等待金融机构对接。` };
    case LoanStatus.REVIEW_REJECTED:
      return { title: '融资需求未通过审核', body: `${what}未通过平台审核${reason}。` };
    case LoanStatus.VIEWED:
      return { title: '申请已被机构查看', body: `${what}已被机构查看，请留意后续进展。` };
    case LoanStatus.ACCEPTED:
      return { title: '申请已被机构受理', body: `${what}已被机构受理，客户经理将与您联系。` };
    case LoanStatus.ACCEPT_FAILED:
      return { title: '申请未被受理', body: `${what}未被机构受理${reason}。` };
    case LoanStatus.CREDIT_GRANTED:
      return { title: '申请已获授信', body: `${what}已获机构授信${amountText(subject.creditAmount)}。` };
    case LoanStatus.CREDIT_FAILED:
      return { title: '授信未通过', body: `${what}未获机构授信${reason}。` };
    case LoanStatus.LOAN_RELEASED:
      return { title: '贷款已放款', body: `${what}已放款${amountText(subject.loanAmount)}。` };
    case LoanStatus.LENDING_FAILED:
      return { title: '放款未成功', body: `${what}放款未成功${reason}。` };
    default:
      return null;
  }
}

/** The SMS of a notice as the recipient reads it. */
export function noticeSms(text: NoticeText): string {
  return `${SMS_SIGN}${text.body}详情请登录平台个人中心查看消息。`;
}
