import { z } from 'zod';
import { FILE_PATH_PATTERN } from '#features/files/domain/file-path.ts';
import { CONTROL_CHARACTERS, int, paging } from '#http/validate.ts';

/** The sealed termination document of spec §1: 1 to 5 uploaded images or PDFs. */
export const REVOCATION_DOCUMENTS_MAX = 5;
const DOCUMENTS_REQUIRED = '请上传加盖公章的终止授权书';

export const cancelAuthorisationParams = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: '请填写撤销原因' })
      .min(2, { error: '请填写撤销原因' })
      .max(200, { error: '撤销原因不能超过200个字符' })
      .refine((text) => !CONTROL_CHARACTERS.test(text.replace(/[\r\n\t]/g, '')), { error: '撤销原因含有不允许的字符' }),
  ),
  documentPaths: z
    .array(
      z
        .string({ error: '终止授权书文件路径格式不正确' })
        .regex(FILE_PATH_PATTERN, { error: '终止授权书文件路径格式不正确' }),
      {
        error: DOCUMENTS_REQUIRED,
      },
    )
    .min(1, { error: DOCUMENTS_REQUIRED })
    .max(REVOCATION_DOCUMENTS_MAX, { error: `终止授权书最多上传${REVOCATION_DOCUMENTS_MAX}个文件` })
    .transform((paths) => [...new Set(paths)]),
});

/** POST /user/user/v1/auth/ledger: a page of the ledger (page size 8 by default, spec §9). */
export const ledgerPageParams = z.preprocess(
  (value) => value ?? {},
  z.object({ ...paging, pageSize: int('每页条数', 1, 50).default(8) }, { error: '请求参数必须是 JSON 对象' }),
);
