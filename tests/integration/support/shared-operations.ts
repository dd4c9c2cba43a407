/** GraphQL documents that more than one integration test file sends, written once. */

export const SWITCH = 'mutation($id: ID!) { switchCompany(companyId: $id) { companyName } }';
export const MY_COMPANIES = 'query { myCompanies { id companyName uniformCode current ifCertification } }';
export const RESET_CHECK =
  'mutation($mobile: String!, $code: String!) { resetPasswordCheck(mobile: $mobile, code: $code) }';
export const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';
export const MODIFY = 'mutation($old: String!, $new: String!) { modifyPassword(oldPassword: $old, newPassword: $new) }';
export const RESET_MOBILE = 'mutation($input: ResetMobileInput!) { resetMobile(input: $input) }';
export const SAVE_READ = 'mutation($ids: [ID!]!) { saveProtocolRead(protocolIds: $ids) }';
export const APPLY = 'mutation($input: ProductApplicationInput!) { applyForProduct(input: $input) { id } }';
export const PUBLISH = 'mutation($input: FinancingNeedInput!) { publishNeed(input: $input) { id } }';
export const UNREAD = 'query { unreadMessageCount }';
