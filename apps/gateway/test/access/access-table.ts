import { ACTOR_CLASSES, type ActorClass, type AnswerKind } from '../../../../tests/support/actor-classes.ts';

/**
 * THE access matrix of the gateway's REST calls (docs/access-matrix.md): one row per call of the running app, one
 * column per actor class (tests/support/actor-classes.ts), each cell the answer that class must get. The test
 * beside it (access-matrix.test.ts) sends every call as every class, and fails for a call of the app that has no
 * row here or a row of a call the app does not have. A row's sample input is in access-samples.ts.
 *
 * Cells: ok (admitted: code 0, or the answer the sample is built to get, see access-samples.ts) · empty (code 0,
 * nothing of any company) · login (-1403: an enterprise session is required) · slogin (-1403: a staff session is
 * required) · cert (-5004) · face (-5005) · 404 (the call's unknown-id answer) · role (-8050) · dev (a development
 * helper, absent in production) · svc (-1506, HTTP 403: a service's call that no session admits).
 *
 * Columns: visitor · noCompany · uncertified · otherCompany · owner · operator · orgStaff · orgAdmin · govViewer ·
 * otherOrgAdmin · staffAsEnterprise · enterpriseAsStaff · canteenAsEnterprise · govReviewer (issue 22; a row without
 * its cell gives it govViewer's).
 */
const ROWS = [
  // call                                              visit  noCo   uncert other  owner  oper   orgSt  orgAd  gov    oOrgAd stf>E  ent>S  cnt>E
  // Catalog, content and statistics: public
  'POST /loan/product/pc/list                            ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/detail                          ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/topList                         ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /org/financial/org/list/front                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /org/financial/org/detail/:id                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /org/financial/org/icon/list/front               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /org/financial/org/count/all/front               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/postal/list                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /loan/product/pc/million/list                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /loan/product/pc/green/list                       ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /loan/product/pc/procure/list                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/economy/area/list               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/specialList                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/queryChoice                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/class/detail                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/otherList                       ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/industry/detail                 ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /zzzttt/logo/:name                                ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /zzzttt/catalog/version                           ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/policy/queryPage                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/policy/queryDetail/:policyId         ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/policy/departments                   ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/news/queryPage                       ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/news/queryDetail/:id                 ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/regional/queryPage                   ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/regional/queryDetail/:id             ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/compensate/queryPage                 ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /data/gz/hq/reloan/queryPage                     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/loanRank                                ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/loanCase                                ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/dockingCount                            ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/thirdStatistics/list                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/index/entCount                          ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /zzzttt/address/data                             ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/product/pc/getApplyMethod                  ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /loan/pc/org/responseTime                        ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /zzzttt/file/openFilePrefix                       ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /zzzttt/shortUrl/query                           ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /zzzttt/notice/qh/send                           ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /zzzttt/userbehaviorstatistics/mnp/saveUserBehavior ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /zzzttt/protocol/version/getProtocols             ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /zzzttt/protocol/version/getProtocolDetail/:id    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  // Signing up and in: public (the samples carry a wrong code, so the answer is the flow's refusal)
  'GET /zzzttt/pic/swipe/get                             ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /zzzttt/pic/swipe/check                          ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/v1/code/send                          ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/sendLoginOrRegisterCode               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/register                              ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/login                                 ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/v2/loginOrRegister                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/login92/code/:code                         ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/resetPasswordCheck                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/resetPassword                         ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /user/user/rdt/:key                               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /user/user/tongyi/web/clientId                    ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/tongyi/web/login                      ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /user/user/wx/web/authorize                       ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /wx/wx/mp/:appid/oAuth2UserInfo                   ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'GET /user/user/wx/login/code/get/:bizId               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/loginByWx                                  ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/staff/login                                ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/staff/totp                                 ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /user/user/third/import/shb                      ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  // The account itself: any enterprise session
  'POST /user/user/userInfo                              login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/getSafeUserInfo                       login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/user/v1/current/users                       login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/v1/switch/other/:id                   login  404    ok     404    ok     login  login  login  login  login  login  login  login',
  'POST /user/identify/v1/company/add                    login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/setCompanyName                        login  404    ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/modifyPassword                        login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/resetMobile                           login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /zzzttt/protocol/version/read/saveRecord         login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/user/importDetail                           login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/alertedImportInfo                     login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /canteen/auth/login                              login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/user/wx/binding                             login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /data/gzData/yuexiu/query/base                    login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /zzzttt/file/upload                              login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /gw92/zzzttt/file/upload                         login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  // Certification and the face check: a member of a company on its way to certification
  'POST /user/identify/v1/legal_person/confirm           login  404    ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/identify/v1/face/token/get2/:userCode       login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/identify/v1/face/legal_person/check         login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/identify/v3/face/result                     login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/identify/queryFaceResult                   login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/identify/v1/face/result                     login  ok     ok     ok     ok     login  login  login  login  login  login  login  login',
  // The canteen session: its own header, which no class sends
  'POST /canteen/user/info                               login  login  login  login  login  login  login  login  login  login  login  login  login',
  // The company's business: a certified membership
  'GET /user/user/v1/auth/current                        login  empty  empty  ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/v1/auth/cancel                        login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/user/v1/auth/ledger                        login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /org/financial/user/detail/:id                   login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/product/pc/apply                           login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/apply                                   login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/myList                                  login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/request/myList                          login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/myDetail                                login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/cancel                                  login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/referral/options                           login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/referral/consent                           login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /user/message/list                               login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'GET /user/message/unread                              login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /user/message/read                               login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/product/pc/questionnaire/submit            login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/product/pc/questionnaire/detail            login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/yc/quota                                login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'GET /loan/pc/yc/quota/latest                          login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/yc/quota/products                       login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'GET /loan/pc/ent/grant/credit/portal/precredit/exist  login  cert   cert   empty  ok     login  login  login  login  login  login  login  login',
  'GET /loan/pc/ent/grant/credit/portal/precredit        login  cert   cert   empty  ok     login  login  login  login  login  login  login  login',
  'POST /zzzttt/credit/report/result                     login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/equity/apply                            login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /zzzttt/file/accessFile                          login  404    404    404    ok     login  login  login  login  login  login  login  login',
  'POST /zzzttt/file/deleteFile                          login  404    404    404    ok     login  login  login  login  login  login  login  login',
  // The workbench: a staff session of a role allowed the call; institutions see their own business
  'GET /auth/staff/me                                    slogin slogin slogin slogin slogin ok     ok     ok     ok     ok     slogin slogin slogin',
  'POST /loan/org/list                                   slogin slogin slogin slogin slogin ok     ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/org/detail                                 slogin slogin slogin slogin slogin ok     ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/transition                             slogin slogin slogin slogin slogin ok     ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/request/list                           slogin slogin slogin slogin slogin ok     ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/org/request/claim                          slogin slogin slogin slogin slogin role   ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/org/escalation/list                        slogin slogin slogin slogin slogin ok     role   ok     role   ok     slogin slogin slogin',
  'GET /loan/org/sla                                     slogin slogin slogin slogin slogin ok     ok     ok     ok     ok     slogin slogin slogin',
  'POST /loan/org/product/list                           slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/org/product/create                         slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/org/product/update                         slogin slogin slogin slogin slogin role   role   ok     role   404    slogin slogin slogin',
  'POST /loan/org/product/remove                         slogin slogin slogin slogin slogin role   role   ok     role   404    slogin slogin slogin',
  'POST /loan/org/precredit/grant                        slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/org/precredit/import                       slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/org/precredit/list                         slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  // Issue 20, deskview: the decision desk's materials, the authorisation state and the material setting
  'POST /loan/org/desk/authorisation                     slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/material/list                          slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/material/open                          slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'GET /loan/org/setting/material                        slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/org/setting/material/update                slogin slogin slogin slogin slogin role   role   ok     role   ok     slogin slogin slogin',
  'POST /loan/gov/dashboard                              slogin slogin slogin slogin slogin ok     role   role   ok     role   slogin slogin slogin',
  // Decision desk, slice profile: the application's company profile and government data pack (issue 20)
  'POST /loan/org/company/profile                        slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/company/govdata                        slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  // Issue 20, slice threads: the enterprise ↔ institution thread (the operator has no access) and the drill-down
  'POST /loan/pc/thread/list                             login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/thread/send                             login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'GET /loan/pc/thread/unread                            login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/org/thread/list                            slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/thread/send                            slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/thread/unread                          slogin slogin slogin slogin slogin ok     ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/gov/dashboard/org                          slogin slogin slogin slogin slogin ok     role   role   ok     role   slogin slogin slogin',
  // Issue 20, slice assign: who handles an application, the institution's internal notes, the queue's search
  'POST /loan/org/assign/claim                           slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/assign/reassign                        slogin slogin slogin slogin slogin role   role   ok     role   404    slogin slogin slogin',
  'POST /loan/org/assign/people                          slogin slogin slogin slogin slogin role   ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/org/note/list                              slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/note/add                               slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/queue/search                           slogin slogin slogin slogin slogin ok     ok     ok     role   ok     slogin slogin slogin',
  // Development helpers: outside production only
  'GET /__dev/captcha/:key                               dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'GET /__dev/sms                                        dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'GET /__dev/sms/notices                                dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'POST /__dev/identity/reset                            dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'POST /__dev/import                                    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'POST /__dev/authorisation/grant                       dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'GET /__dev/face/:token                                dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'POST /__dev/face/:token                               dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'GET /__dev/tracking                                   dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  'POST /__dev/loan/transition                           dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev    dev',
  // Issue 20, slice supplement: 补充材料 (the handling institution asks and declines, the company answers)
  'POST /loan/org/supplement/list                        slogin slogin slogin slogin slogin ok     ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/supplement/request                     slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/supplement/decline                     slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/pc/supplement/list                         login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/supplement/answer                       login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  // Issue 21: the audit log of staff actions, the platform operator's only
  'POST /loan/org/audit/list                             slogin slogin slogin slogin slogin ok     role   role   role   role   slogin slogin slogin',
  // Issue 22, slice offers: 意向报价 (institutions send their own, the need's company compares and accepts)
  'POST /loan/org/offer/save                             slogin slogin slogin slogin slogin role   ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/org/offer/withdraw                         slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/offer/detail                           slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  'POST /loan/org/offer/list                             slogin slogin slogin slogin slogin role   ok     ok     role   ok     slogin slogin slogin',
  'POST /loan/pc/offer/list                              login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/offer/accept                            login  cert   cert   404    ok     login  login  login  login  login  login  login  login',
  'POST /loan/gov/offer/figures                          slogin slogin slogin slogin slogin ok     role   role   ok     role   slogin slogin slogin',
  // Issue 22, slice policies: the session company's match against the policies' conditions
  'GET /loan/pc/policy/match/list                        login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'POST /loan/pc/policy/match/detail                     login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  // Issue 22, slice subsidy: 贴息 / 风险补偿 claims (the company's certified members; the government reviewer, last column)
  'POST /loan/pc/subsidy/prefill                        login  cert   cert   404    ok     login  login  login  login  login  login  login  login  login',
  'POST /loan/pc/subsidy/claim                          login  cert   cert   404    ok     login  login  login  login  login  login  login  login  login',
  'POST /loan/pc/subsidy/list                           login  cert   cert   ok     ok     login  login  login  login  login  login  login  login  login',
  'POST /loan/pc/subsidy/detail                         login  cert   cert   404    ok     login  login  login  login  login  login  login  login  login',
  'POST /loan/pc/subsidy/resubmit                       login  cert   cert   404    ok     login  login  login  login  login  login  login  login  login',
  'POST /loan/gov/subsidy/list                          slogin slogin slogin slogin slogin role   role   role   role   role   slogin slogin slogin ok',
  'POST /loan/gov/subsidy/detail                        slogin slogin slogin slogin slogin role   role   role   role   role   slogin slogin slogin ok',
  'POST /loan/gov/subsidy/approve                       slogin slogin slogin slogin slogin role   role   role   role   role   slogin slogin slogin ok',
  'POST /loan/gov/subsidy/return                        slogin slogin slogin slogin slogin role   role   role   role   role   slogin slogin slogin ok',
  'POST /loan/gov/subsidy/figures                       slogin slogin slogin slogin slogin ok     role   role   ok     role   slogin slogin slogin ok',
  // Issue 22, slice live: the session's events after a cursor (long poll; without a cursor it answers at once)
  'GET /loan/pc/live/events                              login  cert   cert   ok     ok     login  login  login  login  login  login  login  login',
  'GET /loan/org/live/events                             slogin slogin slogin slogin slogin ok     ok     ok     ok     ok     slogin slogin slogin',
  // Issue 22, live: a graph instance's feed of every event (LIVE_FEED_SECRET, never a person's session)
  'GET /loan/live/feed                                   svc    svc    svc    svc    svc    svc    svc    svc    svc    svc    svc    svc    svc',
  // Issue 22, slice subsidy-pages: the reviewer opens a claim's evidence
  'POST /loan/gov/subsidy/file/open                     slogin slogin slogin slogin slogin role   role   role   role   role   slogin slogin slogin ok',
  // Issue 20, slice staff-files: staff upload a file for their thread message
  'POST /loan/org/thread/file/upload                    slogin slogin slogin slogin slogin role   ok     ok     role   404    slogin slogin slogin',
  // Logging out: run last, as they end the sessions they are sent with
  'POST /canteen/user/logout                             ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/staff/logout                               ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
  'POST /auth/logout92                                   ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok     ok',
] as const;

const CELLS: Readonly<Record<string, AnswerKind>> = {
  ok: 'ok',
  empty: 'empty',
  login: 'login',
  slogin: 'staffLogin',
  cert: 'certify',
  face: 'face',
  '404': 'notFound',
  role: 'role',
  dev: 'dev',
  svc: 'service',
};

export interface AccessRow {
  /** `METHOD path`, the path as the app declares it (express syntax). */
  call: string;
  answers: Readonly<Record<ActorClass, AnswerKind>>;
}

/** The rows, parsed: a malformed row (unknown cell, wrong column count) throws when the test loads. */
export const ACCESS_TABLE: readonly AccessRow[] = ROWS.map((line) => {
  const [method, path, ...written] = line.trim().split(/\s+/);
  // A row without the government reviewer's cell (the last column) gives it the government viewer's.
  const cells = written.length === ACTOR_CLASSES.length - 1 ? [...written, written[8]] : written;
  if (cells.length !== ACTOR_CLASSES.length) throw new Error(`${line}: ${cells.length} cells`);
  const answers = Object.fromEntries(
    ACTOR_CLASSES.map((actor, index) => {
      const kind = CELLS[cells[index] ?? ''];
      if (!kind) throw new Error(`${method} ${path}: unknown cell ${cells[index]}`);
      return [actor, kind];
    }),
  ) as Record<ActorClass, AnswerKind>;
  return { call: `${method} ${path}`, answers };
});
