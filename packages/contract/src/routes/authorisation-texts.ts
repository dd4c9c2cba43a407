/** The data authorisation's limits and texts without zod, for the portal's form too (routes: ./authorisation.ts). */

/** The sealed termination document of spec §1: 1 to 5 uploaded images or PDFs. */
export const REVOCATION_DOCUMENTS_MAX = 5;
/** The revocation's reason, in characters after trimming. */
export const REVOCATION_REASON_MIN = 2;
export const REVOCATION_REASON_MAX = 200;

export const REVOCATION_MESSAGES = {
  reason: '请填写撤销原因',
  reasonTooLong: `撤销原因不能超过${REVOCATION_REASON_MAX}个字符`,
  reasonCharacters: '撤销原因含有不允许的字符',
  documentsRequired: '请上传加盖公章的终止授权书',
  documentPath: '终止授权书文件路径格式不正确',
  documentsTooMany: `终止授权书最多上传${REVOCATION_DOCUMENTS_MAX}个文件`,
} as const;
