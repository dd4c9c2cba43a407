/** The gateway's records of the message centre (docs/gateway-api.md, "Messages"). */

/** One item of POST /user/message/list. */
export interface MessageRecord {
  id: number;
  applicationId: number | null;
  title: string;
  body: string;
  createTime: string;
  readTime: string | null;
  read: boolean;
}

export interface MessagePageRecord {
  records: MessageRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** POST /user/message/read. */
export interface MessagesReadRecord {
  updated: number;
  unread: number;
}
