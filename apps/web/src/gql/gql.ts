/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n      mobileSiteUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  mutation ModifyPassword($oldPassword: String!, $newPassword: String!) {\n    modifyPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ModifyPasswordDocument,
    "\n  mutation ResetMobile($input: ResetMobileInput!) {\n    resetMobile(input: $input)\n  }\n": typeof types.ResetMobileDocument,
    "\n  query CanteenUser {\n    canteenUser {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n": typeof types.CanteenUserDocument,
    "\n  mutation CanteenLogin {\n    canteenLogin {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n": typeof types.CanteenLoginDocument,
    "\n  mutation CanteenLogout {\n    canteenLogout\n  }\n": typeof types.CanteenLogoutDocument,
    "\n  query Captcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  mutation CheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n": typeof types.CheckCaptchaDocument,
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      companyName\n      uniformCode\n      current\n      ifCertification\n    }\n  }\n": typeof types.MyCompaniesDocument,
    "\n  mutation SwitchCompany($companyId: ID!) {\n    switchCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.SwitchCompanyDocument,
    "\n  mutation ResetPasswordCheck($mobile: String!, $code: String!) {\n    resetPasswordCheck(mobile: $mobile, code: $code)\n  }\n": typeof types.ResetPasswordCheckDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation LoginByInvitation($token: String!) {\n    loginByInvitation(token: $token) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": typeof types.LoginByInvitationDocument,
    "\n  query ImportDetail {\n    importDetail {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n": typeof types.ImportDetailDocument,
    "\n  mutation MarkInvitationSeen {\n    markInvitationSeen {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n": typeof types.MarkInvitationSeenDocument,
    "\n  mutation LoginWithCompany($companyId: ID!) {\n    loginWithCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginWithCompanyDocument,
    "\n  mutation LoginBySms($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": typeof types.LoginBySmsDocument,
    "\n  mutation LoginByPassword($input: PasswordLoginInput!) {\n    loginByPassword(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": typeof types.LoginByPasswordDocument,
    "\n  mutation StartProvincialLogin {\n    startProvincialLogin {\n      ssoUrl\n    }\n  }\n": typeof types.StartProvincialLoginDocument,
    "\n  mutation StartWeChatLogin {\n    startWeChatLogin {\n      appId\n      authorizeUrl\n    }\n  }\n": typeof types.StartWeChatLoginDocument,
    "\n  query WeChatBinding {\n    weChatBinding {\n      nickname\n      boundAt\n    }\n  }\n": typeof types.WeChatBindingDocument,
    "\n  mutation ProvincialLogin($code: String!, $state: String!, $channelCode: String) {\n    provincialLogin(code: $code, state: $state, channelCode: $channelCode) {\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n      logoutUrl\n      identifyUrl\n    }\n  }\n": typeof types.ProvincialLoginDocument,
    "\n  mutation WeChatLogin($appId: String!, $code: String!, $state: String!) {\n    weChatLogin(appId: $appId, code: $code, state: $state) {\n      bound\n      nickname\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n    }\n  }\n": typeof types.WeChatLoginDocument,
    "\n  mutation CancelWeChatBinding {\n    cancelWeChatBinding\n  }\n": typeof types.CancelWeChatBindingDocument,
    "\n  query ProtocolDetail($id: ID!) {\n    protocol(id: $id) {\n      id\n      title\n      version\n      content\n    }\n  }\n": typeof types.ProtocolDetailDocument,
    "\n  query Protocols {\n    protocols {\n      id\n      type\n      title\n      version\n      isPopUp\n    }\n  }\n": typeof types.ProtocolsDocument,
    "\n  mutation SaveProtocolRead($protocolIds: [ID!]!) {\n    saveProtocolRead(protocolIds: $protocolIds)\n  }\n": typeof types.SaveProtocolReadDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": typeof types.SendSmsCodeDocument,
    "\n  fragment DataAuthorisationStateFields on DataAuthorisationState {\n    hasCompany\n    companyName\n    ifCertification\n    hasCheckedFace\n    mayRevoke\n    authorisations {\n      id\n      grantedAt\n      authEndDate\n    }\n    lastRevocation {\n      revokedAt\n      reason\n      documentPaths\n    }\n  }\n": typeof types.DataAuthorisationStateFieldsFragmentDoc,
    "\n  query DataAuthorisation {\n    dataAuthorisation {\n      ...DataAuthorisationStateFields\n    }\n  }\n": typeof types.DataAuthorisationDocument,
    "\n  mutation CancelDataAuthorisation($reason: String!, $documentPaths: [String!]!) {\n    cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) {\n      revoked\n      state {\n        ...DataAuthorisationStateFields\n      }\n    }\n  }\n": typeof types.CancelDataAuthorisationDocument,
    "\n  query DataAuthorisationLedger($page: PageInput) {\n    dataAuthorisationLedger(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        kind\n        at\n        orgName\n        detail\n        authEndDate\n        actorAccount\n      }\n    }\n  }\n": typeof types.DataAuthorisationLedgerDocument,
    "\n  query LedgerRevocationStanding {\n    dataAuthorisation {\n      mayRevoke\n      inForce\n    }\n  }\n": typeof types.LedgerRevocationStandingDocument,
    "\n  query CompanySearch($name: String!, $page: PageInput) {\n    companySearch(name: $name, page: $page) {\n      items {\n        uniformCode\n        companyName\n        legalPerson\n      }\n      pageNum\n      pageSize\n      hasNextPage\n    }\n  }\n": typeof types.CompanySearchDocument,
    "\n  mutation AddCompany($input: AddCompanyInput!) {\n    addCompany(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.AddCompanyDocument,
    "\n  query CompanyHotline {\n    siteConfig {\n      hotline\n    }\n  }\n": typeof types.CompanyHotlineDocument,
    "\n  query PolicyDepartments {\n    policyDepartments {\n      name\n      policyCount\n    }\n  }\n": typeof types.PolicyDepartmentsDocument,
    "\n  fragment ArticleText on Article {\n    id\n    title\n    source\n    publishDate\n    sections {\n      heading\n      paragraphs\n    }\n  }\n": typeof types.ArticleTextFragmentDoc,
    "\n  query Compensation($page: PageInput) {\n    compensationArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n": typeof types.CompensationDocument,
    "\n  query NewsDetail($id: ID!) {\n    newsArticle(id: $id) {\n      ...ArticleText\n      summary\n    }\n  }\n": typeof types.NewsDetailDocument,
    "\n  query PolicyDetail($id: ID!) {\n    policy(id: $id) {\n      id\n      title\n      department\n      documentNo\n      publishDate\n      summary\n      sections {\n        heading\n        paragraphs\n      }\n    }\n  }\n": typeof types.PolicyDetailDocument,
    "\n  query PolicyList($filter: PolicyFilter, $page: PageInput) {\n    policies(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        title\n        department\n        documentNo\n        publishDate\n        summary\n      }\n    }\n  }\n": typeof types.PolicyListDocument,
    "\n  query RegionalFinanceDetail($id: ID!) {\n    regionalFinanceArticle(id: $id) {\n      ...ArticleText\n      summary\n      district\n    }\n  }\n": typeof types.RegionalFinanceDetailDocument,
    "\n  query RegionalFinanceList($page: PageInput) {\n    regionalFinanceArticles(page: $page) {\n      total\n      records {\n        id\n        title\n        summary\n        district\n        source\n        publishDate\n      }\n    }\n  }\n": typeof types.RegionalFinanceListDocument,
    "\n  query ReloanPolicy($page: PageInput) {\n    reloanPolicyArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n": typeof types.ReloanPolicyDocument,
    "\n  fragment QuotaEstimateFields on QuotaEstimate {\n    id\n    lowAmount\n    highAmount\n    disclaimer\n    estimatedAt\n    factors {\n      key\n      label\n      value\n      source\n      direction\n      effect\n    }\n  }\n": typeof types.QuotaEstimateFieldsFragmentDoc,
    "\n  query OneClickRate {\n    quotaQuestionnaire {\n      answers {\n        revenueBand\n        taxRating\n        employeesBand\n        yearsBand\n        existingLoansBand\n        collateral\n      }\n      questions {\n        key\n        label\n        options {\n          code\n          label\n        }\n      }\n    }\n    latestQuotaEstimate {\n      ...QuotaEstimateFields\n    }\n  }\n": typeof types.OneClickRateDocument,
    "\n  mutation EstimateQuota($answers: QuotaAnswersInput!) {\n    estimateQuota(answers: $answers) {\n      ...QuotaEstimateFields\n    }\n  }\n": typeof types.EstimateQuotaDocument,
    "\n  query QuotaProducts($page: PageInput) {\n    quotaProducts(page: $page) {\n      estimate {\n        ...QuotaEstimateFields\n      }\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          name\n          logo\n          institutionName\n          ...ProductFigures\n          summary\n          guaranteeMethods {\n            code\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuotaProductsDocument,
    "\n  fragment ApplicationTallyFields on ApplicationTally {\n    total\n    inProgress\n    credited\n    lent\n    failed\n    withdrawn\n  }\n": typeof types.ApplicationTallyFieldsFragmentDoc,
    "\n  query CreditLimit {\n    preCredit {\n      exists\n      limits {\n        id\n        institutionId\n        institutionName\n        productId\n        productName\n        amount\n        validFrom\n        validUntil\n        status {\n          code\n          label\n        }\n        remark\n      }\n    }\n    creditSummary {\n      title\n      notice\n      generatedAt\n      companyName\n      uniformCode\n      legalPerson\n      registry {\n        entityType\n        status\n        establishedOn\n        district\n        street\n      }\n      applications {\n        ...ApplicationTallyFields\n      }\n      needs {\n        ...ApplicationTallyFields\n      }\n      preCreditInForceCount\n      preCreditInForceAmount\n      authorisationInForce\n      authorisationUntil\n    }\n  }\n": typeof types.CreditLimitDocument,
    "\n  query EquityInvestors {\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      total\n      records {\n        id\n        name\n        logo\n        introduction\n        address\n        phone\n      }\n    }\n  }\n": typeof types.EquityInvestorsDocument,
    "\n  query EquityForm {\n    equityCompanyStages {\n      code\n      label\n    }\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": typeof types.EquityFormDocument,
    "\n  mutation ApplyForEquity($input: EquityApplicationInput!) {\n    applyForEquity(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.ApplyForEquityDocument,
    "\n  query RateProductApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n    }\n  }\n": typeof types.RateProductApplyMethodDocument,
    "\n  fragment ApplicationCardFields on LoanApplication {\n    id\n    source\n    productId\n    productName\n    productLogo\n    applyAmount\n    creditAmount\n    loanPeriod\n    interestRate\n    createTime\n    guaranteeMethods {\n      code\n      label\n    }\n    repayMethod {\n      code\n      label\n    }\n    loanFor {\n      code\n      label\n    }\n    status {\n      ...LoanStatusFields\n    }\n  }\n": typeof types.ApplicationCardFieldsFragmentDoc,
    "\n  fragment ApplicationCardPage on LoanApplicationPage {\n    total\n    pageNum\n    pageSize\n    records {\n      id\n      ...ApplicationCardFields\n    }\n  }\n": typeof types.ApplicationCardPageFragmentDoc,
    "\n  query MyApplications($page: PageInput) {\n    myApplications(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  query MyNeeds($page: PageInput) {\n    myNeeds(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n": typeof types.MyNeedsDocument,
    "\n  query ApplyFormContext($productId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      logo\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      minTerm\n      maxTerm\n      rateMin\n      rateMax\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n    me {\n      id\n      name\n      mobile\n    }\n  }\n": typeof types.ApplyFormContextDocument,
    "\n  query ApplyAuthorisation {\n    dataAuthorisation {\n      inForce\n    }\n  }\n": typeof types.ApplyAuthorisationDocument,
    "\n  query AddressDivisions($level: Int!, $parentCode: String) {\n    addressDivisions(level: $level, parentCode: $parentCode) {\n      code\n      name\n      level\n    }\n  }\n": typeof types.AddressDivisionsDocument,
    "\n  mutation ApplyForProduct($input: ProductApplicationInput!) {\n    applyForProduct(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": typeof types.ApplyForProductDocument,
    "\n  query NeedOffers($needId: ID!) {\n    needOffers(needId: $needId) {\n      needId\n      open\n      offers {\n        id\n        orgId\n        orgName\n        amountMin\n        amountMax\n        rateMin\n        rateMax\n        termMonths\n        conditions\n        validUntil\n        state\n        stateLabel\n        expired\n        offerTime\n        responseTimes {\n          viewMedianHours\n          decideMedianHours\n        }\n      }\n    }\n  }\n": typeof types.NeedOffersDocument,
    "\n  mutation AcceptNeedOffer($id: ID!) {\n    acceptNeedOffer(id: $id) {\n      needId\n      open\n      offers {\n        id\n        state\n        stateLabel\n      }\n    }\n  }\n": typeof types.AcceptNeedOfferDocument,
    "\n  query LoanApplication($id: ID!) {\n    loanApplication(id: $id) {\n      id\n      source\n      productId\n      productName\n      orgId\n      orgName\n      entName\n      manager {\n        id\n        name\n        mobile\n      }\n      applyAmount\n      creditAmount\n      loanAmount\n      loanPeriod\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethod {\n        code\n        label\n      }\n      loanFor {\n        code\n        label\n      }\n      interestRate\n      status {\n        ...LoanStatusFields\n      }\n      loanIndustry\n      isFirstLoan\n      failureType {\n        code\n        label\n      }\n      failureReason\n      createTime\n      updateTime\n      creditTime\n      lendingTime\n      creditRemark\n      loanRemark\n      acceptRemark\n      remark\n      expiryDate\n      officeAddress\n      contactName\n      contactMobile\n      canWithdraw\n      useCreditUrl\n      applyEntry {\n        urlType\n        redirectUrl\n      }\n      materials {\n        path\n        name\n        size\n        uploadTime\n      }\n      events {\n        kind\n        fromStatus {\n          ...LoanStatusFields\n        }\n        toStatus {\n          ...LoanStatusFields\n        }\n        actor\n        actorAccount\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n    }\n  }\n": typeof types.LoanApplicationDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      canWithdraw\n      updateTime\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": typeof types.WithdrawApplicationDocument,
    "\n  fragment ReferralFields on Referral {\n    id\n    applicationId\n    productId\n    productName\n    orgName\n    consentText\n    consentTime\n    status {\n      code\n      label\n    }\n  }\n": typeof types.ReferralFieldsFragmentDoc,
    "\n  query ReferralOptions($applicationId: ID!) {\n    referralOptions(applicationId: $applicationId) {\n      applicationId\n      referral {\n        ...ReferralFields\n      }\n      options {\n        productId\n        productName\n        productLogo\n        orgId\n        orgName\n        summary\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        consentText\n      }\n    }\n  }\n": typeof types.ReferralOptionsDocument,
    "\n  mutation ConsentToReferral($applicationId: ID!, $productId: ID!) {\n    consentToReferral(applicationId: $applicationId, productId: $productId) {\n      ...ReferralFields\n    }\n  }\n": typeof types.ConsentToReferralDocument,
    "\n  query LoanSupplements($id: ID!) {\n    loanSupplements(id: $id) {\n      id\n      round\n      content\n      replyBy\n      askedAt\n      orgName\n      state\n      overdue\n      answerText\n      answeredAt\n      files {\n        path\n        name\n        size\n        uploadTime\n      }\n    }\n  }\n": typeof types.LoanSupplementsDocument,
    "\n  mutation AnswerSupplement($input: SupplementAnswerInput!) {\n    answerSupplement(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.AnswerSupplementDocument,
    "\n  query ApplicationThread($applicationId: ID!) {\n    applicationThread(applicationId: $applicationId) {\n      applicationId\n      institutionName\n      manager {\n        name\n        mobile\n      }\n      messages {\n        id\n        side\n        authorName\n        body\n        createdAt\n        read\n        files {\n          path\n          name\n          kind\n          size\n          uploadTime\n        }\n      }\n    }\n  }\n": typeof types.ApplicationThreadDocument,
    "\n  mutation SendThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {\n    sendThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {\n      smsSent\n      message {\n        id\n      }\n    }\n  }\n": typeof types.SendThreadMessageDocument,
    "\n  query ReleaseLookups {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n  }\n": typeof types.ReleaseLookupsDocument,
    "\n  mutation PublishNeed($input: FinancingNeedInput!) {\n    publishNeed(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": typeof types.PublishNeedDocument,
    "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n": typeof types.HomeInstitutionsDocument,
    "\n  query LatestNews($page: PageInput) {\n    newsArticles(page: $page) {\n      records {\n        id\n        title\n        publishDate\n      }\n    }\n  }\n": typeof types.LatestNewsDocument,
    "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n": typeof types.HomeTopProductsDocument,
    "\n  query HomeStatistics($caseCount: Int) {\n    financingFigures {\n      applyCount\n      applyAmount\n      creditCount\n      creditAmount\n      loanCount\n      loanAmount\n      enterpriseCount\n    }\n    enterpriseFigures {\n      registeredCount\n      certifiedCount\n    }\n    lenderRanking {\n      rank\n      institutionId\n      institutionName\n      logo\n      loanCount\n      loanAmount\n    }\n    successCases(size: $caseCount) {\n      id\n      enterpriseName\n      productId\n      productName\n      institutionName\n      loanAmount\n      term\n      lentAt\n    }\n    districtFigures {\n      districtName\n      applyCount\n      loanCount\n      loanAmount\n    }\n  }\n": typeof types.HomeStatisticsDocument,
    "\n  query InstitutionResponseTimes($id: ID!) {\n    institution(id: $id) {\n      id\n      responseTimes {\n        days\n        applications\n        viewTargetWorkingDays\n        decideTargetWorkingDays\n        viewMedianHours\n        viewShareWithinTarget\n        decideMedianHours\n        decideShareWithinTarget\n      }\n    }\n  }\n": typeof types.InstitutionResponseTimesDocument,
    "\n  query CreditInstitutions {\n    lookups {\n      recommendedInstitutionTypes {\n        code\n        label\n      }\n    }\n    institutionCounts {\n      total\n      byType {\n        institutionType {\n          code\n        }\n        count\n      }\n    }\n    institutionIcons {\n      id\n      name\n      logo\n      institutionType {\n        code\n      }\n    }\n  }\n": typeof types.CreditInstitutionsDocument,
    "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      ...InstitutionSummary\n      introduction\n      ifNormal\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n": typeof types.InstitutionDetailDocument,
    "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n": typeof types.InstitutionTypesDocument,
    "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        ...InstitutionSummary\n      }\n    }\n  }\n": typeof types.InstitutionListDocument,
    "\n  query Messages($page: PageInput) {\n    messages(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        applicationId\n        title\n        body\n        createdAt\n        read\n      }\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(ids: $ids, all: $all) {\n      updated\n      unreadCount\n    }\n  }\n": typeof types.MarkMessagesReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n    unreadThreads {\n      count\n    }\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  query UnreadThreads {\n    unreadThreads {\n      count\n      applications {\n        applicationId\n        unread\n        source\n        productName\n        institutionName\n      }\n    }\n  }\n": typeof types.UnreadThreadsDocument,
    "\n  fragment PolicyMatchFields on PolicyMatch {\n    policyId\n    title\n    department\n    publishDate\n    verdict\n    conditions {\n      kind\n      label\n      result\n      note\n    }\n  }\n": typeof types.PolicyMatchFieldsFragmentDoc,
    "\n  query PolicyMatches {\n    policyMatches {\n      ...PolicyMatchFields\n    }\n  }\n": typeof types.PolicyMatchesDocument,
    "\n  query PolicyMatch($policyId: ID!) {\n    policyMatch(policyId: $policyId) {\n      match {\n        ...PolicyMatchFields\n      }\n    }\n  }\n": typeof types.PolicyMatchDocument,
    "\n  query PostalProducts {\n    postalProducts {\n      id\n      ...ProductSummary\n    }\n  }\n": typeof types.PostalProductsDocument,
    "\n  query PostalProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      introduction\n      conditions\n      materials\n    }\n  }\n": typeof types.PostalProductDetailDocument,
    "\n  query ApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n      redirectUrl\n    }\n  }\n": typeof types.ApplyMethodDocument,
    "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductFilterOptionsDocument,
    "\n  query RelatedProducts($ids: [ID!]!, $size: Int) {\n    relatedProducts(productIds: $ids, size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      repayMethods {\n        code\n        label\n      }\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        ...InstitutionSummary\n        ifNormal\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  mutation ResolveShortLink($key: String!) {\n    resolveShortLink(key: $key)\n  }\n": typeof types.ResolveShortLinkDocument,
    "\n  fragment SubsidyClaimRowFields on SubsidyClaimRow {\n    id\n    programmeName\n    kind\n    applicationId\n    claimAmount\n    approvedAmount\n    status\n    statusName\n    createdAt\n    updatedAt\n  }\n": typeof types.SubsidyClaimRowFieldsFragmentDoc,
    "\n  query MySubsidyClaims {\n    mySubsidyClaims(pageNum: 1, pageSize: 50) {\n      total\n      records {\n        id\n        ...SubsidyClaimRowFields\n      }\n    }\n    myApplications(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        productName\n        createTime\n        status {\n          ...LoanStatusFields\n        }\n      }\n    }\n  }\n": typeof types.MySubsidyClaimsDocument,
    "\n  fragment SubsidyLoanFields on SubsidyLoan {\n    applicationId\n    productName\n    institutionName\n    loanAmount\n    interestRate\n    loanPeriod\n    lendingDate\n  }\n": typeof types.SubsidyLoanFieldsFragmentDoc,
    "\n  query SubsidyClaim($id: ID!) {\n    subsidyClaim(id: $id) {\n      id\n      programmeName\n      kind\n      claimAmount\n      approvedAmount\n      status\n      statusName\n      returnReason\n      createdAt\n      loan {\n        ...SubsidyLoanFields\n      }\n      files {\n        path\n        originalName\n      }\n      events {\n        action\n        actorName\n        remark\n        time\n      }\n    }\n  }\n": typeof types.SubsidyClaimDocument,
    "\n  query SubsidyPrefill($applicationId: ID!) {\n    subsidyPrefill(applicationId: $applicationId) {\n      loan {\n        ...SubsidyLoanFields\n      }\n      programmes {\n        id\n        name\n        kind\n        ratePercent\n        yearlyCap\n        claimAmount\n        capLeft\n        alreadyClaimed\n      }\n    }\n  }\n": typeof types.SubsidyPrefillDocument,
    "\n  mutation FileSubsidyClaim($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {\n    fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) {\n      id\n      status\n    }\n  }\n": typeof types.FileSubsidyClaimDocument,
    "\n  mutation ResubmitSubsidyClaim($id: ID!, $filePaths: [String!], $note: String) {\n    resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) {\n      id\n      status\n      statusName\n      returnReason\n    }\n  }\n": typeof types.ResubmitSubsidyClaimDocument,
    "\n  mutation FaceRedirect($key: String!) {\n    faceRedirect(key: $key)\n  }\n": typeof types.FaceRedirectDocument,
    "\n  query Verification {\n    verification {\n      hasCompany\n      companyId\n      companyName\n      uniformCode\n      legalPersonMasked\n      ifCertification\n      hasCheckedFace\n      certifiedAt\n      faceServiceConfigured\n      faceSimulated\n    }\n  }\n": typeof types.VerificationDocument,
    "\n  mutation ConfirmLegalPerson($input: ConfirmLegalPersonInput!) {\n    confirmLegalPerson(input: $input) {\n      userCode\n    }\n  }\n": typeof types.ConfirmLegalPersonDocument,
    "\n  mutation StartFaceCheck($userCode: String!, $returnPath: String) {\n    startFaceCheck(userCode: $userCode, returnPath: $returnPath) {\n      certToken\n      url\n    }\n  }\n": typeof types.StartFaceCheckDocument,
    "\n  query FaceResult($certToken: String!) {\n    faceResult(certToken: $certToken) {\n      status\n      companyName\n      legalPersonMasked\n      failReason\n      ifCertification\n      hasCheckedFace\n    }\n  }\n": typeof types.FaceResultDocument,
    "\n  query ZonePage($key: String!, $page: PageInput) {\n    productZone(key: $key, page: $page) {\n      key\n      name\n      slogan\n      programme\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n  }\n": typeof types.ZonePageDocument,
    "\n  query ProductClasses($preview: Int) {\n    productClasses(preview: $preview) {\n      id\n      name\n      description\n      productCount\n      preview {\n        id\n        name\n        institutionName\n      }\n    }\n  }\n": typeof types.ProductClassesDocument,
    "\n  query ProductClassPage($id: ID!, $guaranteeMethods: [Int!], $page: PageInput) {\n    productClass(id: $id, guaranteeMethods: $guaranteeMethods, page: $page) {\n      productClass {\n        id\n        name\n        description\n        productCount\n      }\n      products {\n        total\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n": typeof types.ProductClassPageDocument,
    "\n  mutation SignUpForFutures($name: String!, $mobile: String!) {\n    signUpForFutures(name: $name, mobile: $mobile)\n  }\n": typeof types.SignUpForFuturesDocument,
    "\n  query FailureLinkProbe {\n    me {\n      id\n    }\n  }\n": typeof types.FailureLinkProbeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment InstitutionSummary on Institution {\n    id\n    name\n    logo\n    address\n    phone\n    productCount\n    institutionType {\n      code\n      label\n    }\n  }\n": typeof types.InstitutionSummaryFragmentDoc,
    "\n  fragment ProductFigures on Product {\n    minAmount\n    maxAmount\n    rateMin\n    rateMax\n    minTerm\n    maxTerm\n  }\n": typeof types.ProductFiguresFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    logo\n    institutionName\n    summary\n    applyCount\n    productType {\n      code\n      label\n    }\n    guaranteeMethods {\n      code\n      label\n    }\n    ...ProductFigures\n  }\n": typeof types.ProductSummaryFragmentDoc,
    "\n  fragment LoanStatusFields on LoanStatusInfo {\n    code\n    label\n    step\n    failure\n    errorStyle\n  }\n": typeof types.LoanStatusFieldsFragmentDoc,
    "\n  subscription LiveApplication($id: ID!) {\n    applicationChanged(id: $id) {\n      id\n    }\n  }\n": typeof types.LiveApplicationDocument,
    "\n  subscription LiveMessages {\n    myMessagesChanged {\n      id\n    }\n  }\n": typeof types.LiveMessagesDocument,
    "\n  fragment CurrentUserFields on UserInfo {\n    id\n    name\n    maskedMobile\n    companyName\n    companyCount\n    ifImport\n    ifCertification\n    identifyStatus\n    hasCheckedFace\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation DeleteFiles($paths: [String!]!) {\n    deleteFiles(paths: $paths)\n  }\n": typeof types.DeleteFilesDocument,
};
const documents: Documents = {
    "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n      mobileSiteUrl\n    }\n  }\n": types.SiteConfigDocument,
    "\n  mutation ModifyPassword($oldPassword: String!, $newPassword: String!) {\n    modifyPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ModifyPasswordDocument,
    "\n  mutation ResetMobile($input: ResetMobileInput!) {\n    resetMobile(input: $input)\n  }\n": types.ResetMobileDocument,
    "\n  query CanteenUser {\n    canteenUser {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n": types.CanteenUserDocument,
    "\n  mutation CanteenLogin {\n    canteenLogin {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n": types.CanteenLoginDocument,
    "\n  mutation CanteenLogout {\n    canteenLogout\n  }\n": types.CanteenLogoutDocument,
    "\n  query Captcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n": types.CaptchaDocument,
    "\n  mutation CheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n": types.CheckCaptchaDocument,
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      companyName\n      uniformCode\n      current\n      ifCertification\n    }\n  }\n": types.MyCompaniesDocument,
    "\n  mutation SwitchCompany($companyId: ID!) {\n    switchCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n": types.SwitchCompanyDocument,
    "\n  mutation ResetPasswordCheck($mobile: String!, $code: String!) {\n    resetPasswordCheck(mobile: $mobile, code: $code)\n  }\n": types.ResetPasswordCheckDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation LoginByInvitation($token: String!) {\n    loginByInvitation(token: $token) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": types.LoginByInvitationDocument,
    "\n  query ImportDetail {\n    importDetail {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n": types.ImportDetailDocument,
    "\n  mutation MarkInvitationSeen {\n    markInvitationSeen {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n": types.MarkInvitationSeenDocument,
    "\n  mutation LoginWithCompany($companyId: ID!) {\n    loginWithCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginWithCompanyDocument,
    "\n  mutation LoginBySms($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": types.LoginBySmsDocument,
    "\n  mutation LoginByPassword($input: PasswordLoginInput!) {\n    loginByPassword(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n": types.LoginByPasswordDocument,
    "\n  mutation StartProvincialLogin {\n    startProvincialLogin {\n      ssoUrl\n    }\n  }\n": types.StartProvincialLoginDocument,
    "\n  mutation StartWeChatLogin {\n    startWeChatLogin {\n      appId\n      authorizeUrl\n    }\n  }\n": types.StartWeChatLoginDocument,
    "\n  query WeChatBinding {\n    weChatBinding {\n      nickname\n      boundAt\n    }\n  }\n": types.WeChatBindingDocument,
    "\n  mutation ProvincialLogin($code: String!, $state: String!, $channelCode: String) {\n    provincialLogin(code: $code, state: $state, channelCode: $channelCode) {\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n      logoutUrl\n      identifyUrl\n    }\n  }\n": types.ProvincialLoginDocument,
    "\n  mutation WeChatLogin($appId: String!, $code: String!, $state: String!) {\n    weChatLogin(appId: $appId, code: $code, state: $state) {\n      bound\n      nickname\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n    }\n  }\n": types.WeChatLoginDocument,
    "\n  mutation CancelWeChatBinding {\n    cancelWeChatBinding\n  }\n": types.CancelWeChatBindingDocument,
    "\n  query ProtocolDetail($id: ID!) {\n    protocol(id: $id) {\n      id\n      title\n      version\n      content\n    }\n  }\n": types.ProtocolDetailDocument,
    "\n  query Protocols {\n    protocols {\n      id\n      type\n      title\n      version\n      isPopUp\n    }\n  }\n": types.ProtocolsDocument,
    "\n  mutation SaveProtocolRead($protocolIds: [ID!]!) {\n    saveProtocolRead(protocolIds: $protocolIds)\n  }\n": types.SaveProtocolReadDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": types.SendSmsCodeDocument,
    "\n  fragment DataAuthorisationStateFields on DataAuthorisationState {\n    hasCompany\n    companyName\n    ifCertification\n    hasCheckedFace\n    mayRevoke\n    authorisations {\n      id\n      grantedAt\n      authEndDate\n    }\n    lastRevocation {\n      revokedAt\n      reason\n      documentPaths\n    }\n  }\n": types.DataAuthorisationStateFieldsFragmentDoc,
    "\n  query DataAuthorisation {\n    dataAuthorisation {\n      ...DataAuthorisationStateFields\n    }\n  }\n": types.DataAuthorisationDocument,
    "\n  mutation CancelDataAuthorisation($reason: String!, $documentPaths: [String!]!) {\n    cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) {\n      revoked\n      state {\n        ...DataAuthorisationStateFields\n      }\n    }\n  }\n": types.CancelDataAuthorisationDocument,
    "\n  query DataAuthorisationLedger($page: PageInput) {\n    dataAuthorisationLedger(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        kind\n        at\n        orgName\n        detail\n        authEndDate\n        actorAccount\n      }\n    }\n  }\n": types.DataAuthorisationLedgerDocument,
    "\n  query LedgerRevocationStanding {\n    dataAuthorisation {\n      mayRevoke\n      inForce\n    }\n  }\n": types.LedgerRevocationStandingDocument,
    "\n  query CompanySearch($name: String!, $page: PageInput) {\n    companySearch(name: $name, page: $page) {\n      items {\n        uniformCode\n        companyName\n        legalPerson\n      }\n      pageNum\n      pageSize\n      hasNextPage\n    }\n  }\n": types.CompanySearchDocument,
    "\n  mutation AddCompany($input: AddCompanyInput!) {\n    addCompany(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.AddCompanyDocument,
    "\n  query CompanyHotline {\n    siteConfig {\n      hotline\n    }\n  }\n": types.CompanyHotlineDocument,
    "\n  query PolicyDepartments {\n    policyDepartments {\n      name\n      policyCount\n    }\n  }\n": types.PolicyDepartmentsDocument,
    "\n  fragment ArticleText on Article {\n    id\n    title\n    source\n    publishDate\n    sections {\n      heading\n      paragraphs\n    }\n  }\n": types.ArticleTextFragmentDoc,
    "\n  query Compensation($page: PageInput) {\n    compensationArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n": types.CompensationDocument,
    "\n  query NewsDetail($id: ID!) {\n    newsArticle(id: $id) {\n      ...ArticleText\n      summary\n    }\n  }\n": types.NewsDetailDocument,
    "\n  query PolicyDetail($id: ID!) {\n    policy(id: $id) {\n      id\n      title\n      department\n      documentNo\n      publishDate\n      summary\n      sections {\n        heading\n        paragraphs\n      }\n    }\n  }\n": types.PolicyDetailDocument,
    "\n  query PolicyList($filter: PolicyFilter, $page: PageInput) {\n    policies(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        title\n        department\n        documentNo\n        publishDate\n        summary\n      }\n    }\n  }\n": types.PolicyListDocument,
    "\n  query RegionalFinanceDetail($id: ID!) {\n    regionalFinanceArticle(id: $id) {\n      ...ArticleText\n      summary\n      district\n    }\n  }\n": types.RegionalFinanceDetailDocument,
    "\n  query RegionalFinanceList($page: PageInput) {\n    regionalFinanceArticles(page: $page) {\n      total\n      records {\n        id\n        title\n        summary\n        district\n        source\n        publishDate\n      }\n    }\n  }\n": types.RegionalFinanceListDocument,
    "\n  query ReloanPolicy($page: PageInput) {\n    reloanPolicyArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n": types.ReloanPolicyDocument,
    "\n  fragment QuotaEstimateFields on QuotaEstimate {\n    id\n    lowAmount\n    highAmount\n    disclaimer\n    estimatedAt\n    factors {\n      key\n      label\n      value\n      source\n      direction\n      effect\n    }\n  }\n": types.QuotaEstimateFieldsFragmentDoc,
    "\n  query OneClickRate {\n    quotaQuestionnaire {\n      answers {\n        revenueBand\n        taxRating\n        employeesBand\n        yearsBand\n        existingLoansBand\n        collateral\n      }\n      questions {\n        key\n        label\n        options {\n          code\n          label\n        }\n      }\n    }\n    latestQuotaEstimate {\n      ...QuotaEstimateFields\n    }\n  }\n": types.OneClickRateDocument,
    "\n  mutation EstimateQuota($answers: QuotaAnswersInput!) {\n    estimateQuota(answers: $answers) {\n      ...QuotaEstimateFields\n    }\n  }\n": types.EstimateQuotaDocument,
    "\n  query QuotaProducts($page: PageInput) {\n    quotaProducts(page: $page) {\n      estimate {\n        ...QuotaEstimateFields\n      }\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          name\n          logo\n          institutionName\n          ...ProductFigures\n          summary\n          guaranteeMethods {\n            code\n            label\n          }\n        }\n      }\n    }\n  }\n": types.QuotaProductsDocument,
    "\n  fragment ApplicationTallyFields on ApplicationTally {\n    total\n    inProgress\n    credited\n    lent\n    failed\n    withdrawn\n  }\n": types.ApplicationTallyFieldsFragmentDoc,
    "\n  query CreditLimit {\n    preCredit {\n      exists\n      limits {\n        id\n        institutionId\n        institutionName\n        productId\n        productName\n        amount\n        validFrom\n        validUntil\n        status {\n          code\n          label\n        }\n        remark\n      }\n    }\n    creditSummary {\n      title\n      notice\n      generatedAt\n      companyName\n      uniformCode\n      legalPerson\n      registry {\n        entityType\n        status\n        establishedOn\n        district\n        street\n      }\n      applications {\n        ...ApplicationTallyFields\n      }\n      needs {\n        ...ApplicationTallyFields\n      }\n      preCreditInForceCount\n      preCreditInForceAmount\n      authorisationInForce\n      authorisationUntil\n    }\n  }\n": types.CreditLimitDocument,
    "\n  query EquityInvestors {\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      total\n      records {\n        id\n        name\n        logo\n        introduction\n        address\n        phone\n      }\n    }\n  }\n": types.EquityInvestorsDocument,
    "\n  query EquityForm {\n    equityCompanyStages {\n      code\n      label\n    }\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": types.EquityFormDocument,
    "\n  mutation ApplyForEquity($input: EquityApplicationInput!) {\n    applyForEquity(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.ApplyForEquityDocument,
    "\n  query RateProductApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n    }\n  }\n": types.RateProductApplyMethodDocument,
    "\n  fragment ApplicationCardFields on LoanApplication {\n    id\n    source\n    productId\n    productName\n    productLogo\n    applyAmount\n    creditAmount\n    loanPeriod\n    interestRate\n    createTime\n    guaranteeMethods {\n      code\n      label\n    }\n    repayMethod {\n      code\n      label\n    }\n    loanFor {\n      code\n      label\n    }\n    status {\n      ...LoanStatusFields\n    }\n  }\n": types.ApplicationCardFieldsFragmentDoc,
    "\n  fragment ApplicationCardPage on LoanApplicationPage {\n    total\n    pageNum\n    pageSize\n    records {\n      id\n      ...ApplicationCardFields\n    }\n  }\n": types.ApplicationCardPageFragmentDoc,
    "\n  query MyApplications($page: PageInput) {\n    myApplications(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  query MyNeeds($page: PageInput) {\n    myNeeds(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n": types.MyNeedsDocument,
    "\n  query ApplyFormContext($productId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      logo\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      minTerm\n      maxTerm\n      rateMin\n      rateMax\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n    me {\n      id\n      name\n      mobile\n    }\n  }\n": types.ApplyFormContextDocument,
    "\n  query ApplyAuthorisation {\n    dataAuthorisation {\n      inForce\n    }\n  }\n": types.ApplyAuthorisationDocument,
    "\n  query AddressDivisions($level: Int!, $parentCode: String) {\n    addressDivisions(level: $level, parentCode: $parentCode) {\n      code\n      name\n      level\n    }\n  }\n": types.AddressDivisionsDocument,
    "\n  mutation ApplyForProduct($input: ProductApplicationInput!) {\n    applyForProduct(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": types.ApplyForProductDocument,
    "\n  query NeedOffers($needId: ID!) {\n    needOffers(needId: $needId) {\n      needId\n      open\n      offers {\n        id\n        orgId\n        orgName\n        amountMin\n        amountMax\n        rateMin\n        rateMax\n        termMonths\n        conditions\n        validUntil\n        state\n        stateLabel\n        expired\n        offerTime\n        responseTimes {\n          viewMedianHours\n          decideMedianHours\n        }\n      }\n    }\n  }\n": types.NeedOffersDocument,
    "\n  mutation AcceptNeedOffer($id: ID!) {\n    acceptNeedOffer(id: $id) {\n      needId\n      open\n      offers {\n        id\n        state\n        stateLabel\n      }\n    }\n  }\n": types.AcceptNeedOfferDocument,
    "\n  query LoanApplication($id: ID!) {\n    loanApplication(id: $id) {\n      id\n      source\n      productId\n      productName\n      orgId\n      orgName\n      entName\n      manager {\n        id\n        name\n        mobile\n      }\n      applyAmount\n      creditAmount\n      loanAmount\n      loanPeriod\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethod {\n        code\n        label\n      }\n      loanFor {\n        code\n        label\n      }\n      interestRate\n      status {\n        ...LoanStatusFields\n      }\n      loanIndustry\n      isFirstLoan\n      failureType {\n        code\n        label\n      }\n      failureReason\n      createTime\n      updateTime\n      creditTime\n      lendingTime\n      creditRemark\n      loanRemark\n      acceptRemark\n      remark\n      expiryDate\n      officeAddress\n      contactName\n      contactMobile\n      canWithdraw\n      useCreditUrl\n      applyEntry {\n        urlType\n        redirectUrl\n      }\n      materials {\n        path\n        name\n        size\n        uploadTime\n      }\n      events {\n        kind\n        fromStatus {\n          ...LoanStatusFields\n        }\n        toStatus {\n          ...LoanStatusFields\n        }\n        actor\n        actorAccount\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n    }\n  }\n": types.LoanApplicationDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      canWithdraw\n      updateTime\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": types.WithdrawApplicationDocument,
    "\n  fragment ReferralFields on Referral {\n    id\n    applicationId\n    productId\n    productName\n    orgName\n    consentText\n    consentTime\n    status {\n      code\n      label\n    }\n  }\n": types.ReferralFieldsFragmentDoc,
    "\n  query ReferralOptions($applicationId: ID!) {\n    referralOptions(applicationId: $applicationId) {\n      applicationId\n      referral {\n        ...ReferralFields\n      }\n      options {\n        productId\n        productName\n        productLogo\n        orgId\n        orgName\n        summary\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        consentText\n      }\n    }\n  }\n": types.ReferralOptionsDocument,
    "\n  mutation ConsentToReferral($applicationId: ID!, $productId: ID!) {\n    consentToReferral(applicationId: $applicationId, productId: $productId) {\n      ...ReferralFields\n    }\n  }\n": types.ConsentToReferralDocument,
    "\n  query LoanSupplements($id: ID!) {\n    loanSupplements(id: $id) {\n      id\n      round\n      content\n      replyBy\n      askedAt\n      orgName\n      state\n      overdue\n      answerText\n      answeredAt\n      files {\n        path\n        name\n        size\n        uploadTime\n      }\n    }\n  }\n": types.LoanSupplementsDocument,
    "\n  mutation AnswerSupplement($input: SupplementAnswerInput!) {\n    answerSupplement(input: $input) {\n      id\n      state\n    }\n  }\n": types.AnswerSupplementDocument,
    "\n  query ApplicationThread($applicationId: ID!) {\n    applicationThread(applicationId: $applicationId) {\n      applicationId\n      institutionName\n      manager {\n        name\n        mobile\n      }\n      messages {\n        id\n        side\n        authorName\n        body\n        createdAt\n        read\n        files {\n          path\n          name\n          kind\n          size\n          uploadTime\n        }\n      }\n    }\n  }\n": types.ApplicationThreadDocument,
    "\n  mutation SendThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {\n    sendThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {\n      smsSent\n      message {\n        id\n      }\n    }\n  }\n": types.SendThreadMessageDocument,
    "\n  query ReleaseLookups {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n  }\n": types.ReleaseLookupsDocument,
    "\n  mutation PublishNeed($input: FinancingNeedInput!) {\n    publishNeed(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n": types.PublishNeedDocument,
    "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n": types.HomeInstitutionsDocument,
    "\n  query LatestNews($page: PageInput) {\n    newsArticles(page: $page) {\n      records {\n        id\n        title\n        publishDate\n      }\n    }\n  }\n": types.LatestNewsDocument,
    "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n": types.HomeTopProductsDocument,
    "\n  query HomeStatistics($caseCount: Int) {\n    financingFigures {\n      applyCount\n      applyAmount\n      creditCount\n      creditAmount\n      loanCount\n      loanAmount\n      enterpriseCount\n    }\n    enterpriseFigures {\n      registeredCount\n      certifiedCount\n    }\n    lenderRanking {\n      rank\n      institutionId\n      institutionName\n      logo\n      loanCount\n      loanAmount\n    }\n    successCases(size: $caseCount) {\n      id\n      enterpriseName\n      productId\n      productName\n      institutionName\n      loanAmount\n      term\n      lentAt\n    }\n    districtFigures {\n      districtName\n      applyCount\n      loanCount\n      loanAmount\n    }\n  }\n": types.HomeStatisticsDocument,
    "\n  query InstitutionResponseTimes($id: ID!) {\n    institution(id: $id) {\n      id\n      responseTimes {\n        days\n        applications\n        viewTargetWorkingDays\n        decideTargetWorkingDays\n        viewMedianHours\n        viewShareWithinTarget\n        decideMedianHours\n        decideShareWithinTarget\n      }\n    }\n  }\n": types.InstitutionResponseTimesDocument,
    "\n  query CreditInstitutions {\n    lookups {\n      recommendedInstitutionTypes {\n        code\n        label\n      }\n    }\n    institutionCounts {\n      total\n      byType {\n        institutionType {\n          code\n        }\n        count\n      }\n    }\n    institutionIcons {\n      id\n      name\n      logo\n      institutionType {\n        code\n      }\n    }\n  }\n": types.CreditInstitutionsDocument,
    "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      ...InstitutionSummary\n      introduction\n      ifNormal\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n": types.InstitutionDetailDocument,
    "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n": types.InstitutionTypesDocument,
    "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        ...InstitutionSummary\n      }\n    }\n  }\n": types.InstitutionListDocument,
    "\n  query Messages($page: PageInput) {\n    messages(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        applicationId\n        title\n        body\n        createdAt\n        read\n      }\n    }\n  }\n": types.MessagesDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(ids: $ids, all: $all) {\n      updated\n      unreadCount\n    }\n  }\n": types.MarkMessagesReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n    unreadThreads {\n      count\n    }\n  }\n": types.UnreadMessageCountDocument,
    "\n  query UnreadThreads {\n    unreadThreads {\n      count\n      applications {\n        applicationId\n        unread\n        source\n        productName\n        institutionName\n      }\n    }\n  }\n": types.UnreadThreadsDocument,
    "\n  fragment PolicyMatchFields on PolicyMatch {\n    policyId\n    title\n    department\n    publishDate\n    verdict\n    conditions {\n      kind\n      label\n      result\n      note\n    }\n  }\n": types.PolicyMatchFieldsFragmentDoc,
    "\n  query PolicyMatches {\n    policyMatches {\n      ...PolicyMatchFields\n    }\n  }\n": types.PolicyMatchesDocument,
    "\n  query PolicyMatch($policyId: ID!) {\n    policyMatch(policyId: $policyId) {\n      match {\n        ...PolicyMatchFields\n      }\n    }\n  }\n": types.PolicyMatchDocument,
    "\n  query PostalProducts {\n    postalProducts {\n      id\n      ...ProductSummary\n    }\n  }\n": types.PostalProductsDocument,
    "\n  query PostalProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      introduction\n      conditions\n      materials\n    }\n  }\n": types.PostalProductDetailDocument,
    "\n  query ApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n      redirectUrl\n    }\n  }\n": types.ApplyMethodDocument,
    "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": types.ProductFilterOptionsDocument,
    "\n  query RelatedProducts($ids: [ID!]!, $size: Int) {\n    relatedProducts(productIds: $ids, size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      repayMethods {\n        code\n        label\n      }\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        ...InstitutionSummary\n        ifNormal\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  mutation ResolveShortLink($key: String!) {\n    resolveShortLink(key: $key)\n  }\n": types.ResolveShortLinkDocument,
    "\n  fragment SubsidyClaimRowFields on SubsidyClaimRow {\n    id\n    programmeName\n    kind\n    applicationId\n    claimAmount\n    approvedAmount\n    status\n    statusName\n    createdAt\n    updatedAt\n  }\n": types.SubsidyClaimRowFieldsFragmentDoc,
    "\n  query MySubsidyClaims {\n    mySubsidyClaims(pageNum: 1, pageSize: 50) {\n      total\n      records {\n        id\n        ...SubsidyClaimRowFields\n      }\n    }\n    myApplications(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        productName\n        createTime\n        status {\n          ...LoanStatusFields\n        }\n      }\n    }\n  }\n": types.MySubsidyClaimsDocument,
    "\n  fragment SubsidyLoanFields on SubsidyLoan {\n    applicationId\n    productName\n    institutionName\n    loanAmount\n    interestRate\n    loanPeriod\n    lendingDate\n  }\n": types.SubsidyLoanFieldsFragmentDoc,
    "\n  query SubsidyClaim($id: ID!) {\n    subsidyClaim(id: $id) {\n      id\n      programmeName\n      kind\n      claimAmount\n      approvedAmount\n      status\n      statusName\n      returnReason\n      createdAt\n      loan {\n        ...SubsidyLoanFields\n      }\n      files {\n        path\n        originalName\n      }\n      events {\n        action\n        actorName\n        remark\n        time\n      }\n    }\n  }\n": types.SubsidyClaimDocument,
    "\n  query SubsidyPrefill($applicationId: ID!) {\n    subsidyPrefill(applicationId: $applicationId) {\n      loan {\n        ...SubsidyLoanFields\n      }\n      programmes {\n        id\n        name\n        kind\n        ratePercent\n        yearlyCap\n        claimAmount\n        capLeft\n        alreadyClaimed\n      }\n    }\n  }\n": types.SubsidyPrefillDocument,
    "\n  mutation FileSubsidyClaim($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {\n    fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) {\n      id\n      status\n    }\n  }\n": types.FileSubsidyClaimDocument,
    "\n  mutation ResubmitSubsidyClaim($id: ID!, $filePaths: [String!], $note: String) {\n    resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) {\n      id\n      status\n      statusName\n      returnReason\n    }\n  }\n": types.ResubmitSubsidyClaimDocument,
    "\n  mutation FaceRedirect($key: String!) {\n    faceRedirect(key: $key)\n  }\n": types.FaceRedirectDocument,
    "\n  query Verification {\n    verification {\n      hasCompany\n      companyId\n      companyName\n      uniformCode\n      legalPersonMasked\n      ifCertification\n      hasCheckedFace\n      certifiedAt\n      faceServiceConfigured\n      faceSimulated\n    }\n  }\n": types.VerificationDocument,
    "\n  mutation ConfirmLegalPerson($input: ConfirmLegalPersonInput!) {\n    confirmLegalPerson(input: $input) {\n      userCode\n    }\n  }\n": types.ConfirmLegalPersonDocument,
    "\n  mutation StartFaceCheck($userCode: String!, $returnPath: String) {\n    startFaceCheck(userCode: $userCode, returnPath: $returnPath) {\n      certToken\n      url\n    }\n  }\n": types.StartFaceCheckDocument,
    "\n  query FaceResult($certToken: String!) {\n    faceResult(certToken: $certToken) {\n      status\n      companyName\n      legalPersonMasked\n      failReason\n      ifCertification\n      hasCheckedFace\n    }\n  }\n": types.FaceResultDocument,
    "\n  query ZonePage($key: String!, $page: PageInput) {\n    productZone(key: $key, page: $page) {\n      key\n      name\n      slogan\n      programme\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n  }\n": types.ZonePageDocument,
    "\n  query ProductClasses($preview: Int) {\n    productClasses(preview: $preview) {\n      id\n      name\n      description\n      productCount\n      preview {\n        id\n        name\n        institutionName\n      }\n    }\n  }\n": types.ProductClassesDocument,
    "\n  query ProductClassPage($id: ID!, $guaranteeMethods: [Int!], $page: PageInput) {\n    productClass(id: $id, guaranteeMethods: $guaranteeMethods, page: $page) {\n      productClass {\n        id\n        name\n        description\n        productCount\n      }\n      products {\n        total\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n": types.ProductClassPageDocument,
    "\n  mutation SignUpForFutures($name: String!, $mobile: String!) {\n    signUpForFutures(name: $name, mobile: $mobile)\n  }\n": types.SignUpForFuturesDocument,
    "\n  query FailureLinkProbe {\n    me {\n      id\n    }\n  }\n": types.FailureLinkProbeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment InstitutionSummary on Institution {\n    id\n    name\n    logo\n    address\n    phone\n    productCount\n    institutionType {\n      code\n      label\n    }\n  }\n": types.InstitutionSummaryFragmentDoc,
    "\n  fragment ProductFigures on Product {\n    minAmount\n    maxAmount\n    rateMin\n    rateMax\n    minTerm\n    maxTerm\n  }\n": types.ProductFiguresFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    logo\n    institutionName\n    summary\n    applyCount\n    productType {\n      code\n      label\n    }\n    guaranteeMethods {\n      code\n      label\n    }\n    ...ProductFigures\n  }\n": types.ProductSummaryFragmentDoc,
    "\n  fragment LoanStatusFields on LoanStatusInfo {\n    code\n    label\n    step\n    failure\n    errorStyle\n  }\n": types.LoanStatusFieldsFragmentDoc,
    "\n  subscription LiveApplication($id: ID!) {\n    applicationChanged(id: $id) {\n      id\n    }\n  }\n": types.LiveApplicationDocument,
    "\n  subscription LiveMessages {\n    myMessagesChanged {\n      id\n    }\n  }\n": types.LiveMessagesDocument,
    "\n  fragment CurrentUserFields on UserInfo {\n    id\n    name\n    maskedMobile\n    companyName\n    companyCount\n    ifImport\n    ifCertification\n    identifyStatus\n    hasCheckedFace\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation DeleteFiles($paths: [String!]!) {\n    deleteFiles(paths: $paths)\n  }\n": types.DeleteFilesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n      mobileSiteUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n      mobileSiteUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyPassword($oldPassword: String!, $newPassword: String!) {\n    modifyPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ModifyPassword($oldPassword: String!, $newPassword: String!) {\n    modifyPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMobile($input: ResetMobileInput!) {\n    resetMobile(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetMobile($input: ResetMobileInput!) {\n    resetMobile(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanteenUser {\n    canteenUser {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query CanteenUser {\n    canteenUser {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CanteenLogin {\n    canteenLogin {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n"): (typeof documents)["\n  mutation CanteenLogin {\n    canteenLogin {\n      name\n      maskedMobile\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CanteenLogout {\n    canteenLogout\n  }\n"): (typeof documents)["\n  mutation CanteenLogout {\n    canteenLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n"): (typeof documents)["\n  mutation CheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanies {\n    myCompanies {\n      id\n      companyName\n      uniformCode\n      current\n      ifCertification\n    }\n  }\n"): (typeof documents)["\n  query MyCompanies {\n    myCompanies {\n      id\n      companyName\n      uniformCode\n      current\n      ifCertification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchCompany($companyId: ID!) {\n    switchCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchCompany($companyId: ID!) {\n    switchCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordCheck($mobile: String!, $code: String!) {\n    resetPasswordCheck(mobile: $mobile, code: $code)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordCheck($mobile: String!, $code: String!) {\n    resetPasswordCheck(mobile: $mobile, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByInvitation($token: String!) {\n    loginByInvitation(token: $token) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByInvitation($token: String!) {\n    loginByInvitation(token: $token) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportDetail {\n    importDetail {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n"): (typeof documents)["\n  query ImportDetail {\n    importDetail {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInvitationSeen {\n    markInvitationSeen {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInvitationSeen {\n    markInvitationSeen {\n      ifImport\n      ifAlerted\n      partnerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithCompany($companyId: ID!) {\n    loginWithCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithCompany($companyId: ID!) {\n    loginWithCompany(companyId: $companyId) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginBySms($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"): (typeof documents)["\n  mutation LoginBySms($input: SmsLoginInput!) {\n    loginBySms(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByPassword($input: PasswordLoginInput!) {\n    loginByPassword(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByPassword($input: PasswordLoginInput!) {\n    loginByPassword(input: $input) {\n      id\n      companyName\n      uniformCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartProvincialLogin {\n    startProvincialLogin {\n      ssoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartProvincialLogin {\n    startProvincialLogin {\n      ssoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartWeChatLogin {\n    startWeChatLogin {\n      appId\n      authorizeUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartWeChatLogin {\n    startWeChatLogin {\n      appId\n      authorizeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeChatBinding {\n    weChatBinding {\n      nickname\n      boundAt\n    }\n  }\n"): (typeof documents)["\n  query WeChatBinding {\n    weChatBinding {\n      nickname\n      boundAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProvincialLogin($code: String!, $state: String!, $channelCode: String) {\n    provincialLogin(code: $code, state: $state, channelCode: $channelCode) {\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n      logoutUrl\n      identifyUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ProvincialLogin($code: String!, $state: String!, $channelCode: String) {\n    provincialLogin(code: $code, state: $state, channelCode: $channelCode) {\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n      logoutUrl\n      identifyUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WeChatLogin($appId: String!, $code: String!, $state: String!) {\n    weChatLogin(appId: $appId, code: $code, state: $state) {\n      bound\n      nickname\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WeChatLogin($appId: String!, $code: String!, $state: String!) {\n    weChatLogin(appId: $appId, code: $code, state: $state) {\n      bound\n      nickname\n      companies {\n        id\n        companyName\n        uniformCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWeChatBinding {\n    cancelWeChatBinding\n  }\n"): (typeof documents)["\n  mutation CancelWeChatBinding {\n    cancelWeChatBinding\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProtocolDetail($id: ID!) {\n    protocol(id: $id) {\n      id\n      title\n      version\n      content\n    }\n  }\n"): (typeof documents)["\n  query ProtocolDetail($id: ID!) {\n    protocol(id: $id) {\n      id\n      title\n      version\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Protocols {\n    protocols {\n      id\n      type\n      title\n      version\n      isPopUp\n    }\n  }\n"): (typeof documents)["\n  query Protocols {\n    protocols {\n      id\n      type\n      title\n      version\n      isPopUp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProtocolRead($protocolIds: [ID!]!) {\n    saveProtocolRead(protocolIds: $protocolIds)\n  }\n"): (typeof documents)["\n  mutation SaveProtocolRead($protocolIds: [ID!]!) {\n    saveProtocolRead(protocolIds: $protocolIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataAuthorisationStateFields on DataAuthorisationState {\n    hasCompany\n    companyName\n    ifCertification\n    hasCheckedFace\n    mayRevoke\n    authorisations {\n      id\n      grantedAt\n      authEndDate\n    }\n    lastRevocation {\n      revokedAt\n      reason\n      documentPaths\n    }\n  }\n"): (typeof documents)["\n  fragment DataAuthorisationStateFields on DataAuthorisationState {\n    hasCompany\n    companyName\n    ifCertification\n    hasCheckedFace\n    mayRevoke\n    authorisations {\n      id\n      grantedAt\n      authEndDate\n    }\n    lastRevocation {\n      revokedAt\n      reason\n      documentPaths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataAuthorisation {\n    dataAuthorisation {\n      ...DataAuthorisationStateFields\n    }\n  }\n"): (typeof documents)["\n  query DataAuthorisation {\n    dataAuthorisation {\n      ...DataAuthorisationStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelDataAuthorisation($reason: String!, $documentPaths: [String!]!) {\n    cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) {\n      revoked\n      state {\n        ...DataAuthorisationStateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelDataAuthorisation($reason: String!, $documentPaths: [String!]!) {\n    cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) {\n      revoked\n      state {\n        ...DataAuthorisationStateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataAuthorisationLedger($page: PageInput) {\n    dataAuthorisationLedger(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        kind\n        at\n        orgName\n        detail\n        authEndDate\n        actorAccount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataAuthorisationLedger($page: PageInput) {\n    dataAuthorisationLedger(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        kind\n        at\n        orgName\n        detail\n        authEndDate\n        actorAccount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerRevocationStanding {\n    dataAuthorisation {\n      mayRevoke\n      inForce\n    }\n  }\n"): (typeof documents)["\n  query LedgerRevocationStanding {\n    dataAuthorisation {\n      mayRevoke\n      inForce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySearch($name: String!, $page: PageInput) {\n    companySearch(name: $name, page: $page) {\n      items {\n        uniformCode\n        companyName\n        legalPerson\n      }\n      pageNum\n      pageSize\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query CompanySearch($name: String!, $page: PageInput) {\n    companySearch(name: $name, page: $page) {\n      items {\n        uniformCode\n        companyName\n        legalPerson\n      }\n      pageNum\n      pageSize\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompany($input: AddCompanyInput!) {\n    addCompany(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompany($input: AddCompanyInput!) {\n    addCompany(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyHotline {\n    siteConfig {\n      hotline\n    }\n  }\n"): (typeof documents)["\n  query CompanyHotline {\n    siteConfig {\n      hotline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyDepartments {\n    policyDepartments {\n      name\n      policyCount\n    }\n  }\n"): (typeof documents)["\n  query PolicyDepartments {\n    policyDepartments {\n      name\n      policyCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleText on Article {\n    id\n    title\n    source\n    publishDate\n    sections {\n      heading\n      paragraphs\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleText on Article {\n    id\n    title\n    source\n    publishDate\n    sections {\n      heading\n      paragraphs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Compensation($page: PageInput) {\n    compensationArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n"): (typeof documents)["\n  query Compensation($page: PageInput) {\n    compensationArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsDetail($id: ID!) {\n    newsArticle(id: $id) {\n      ...ArticleText\n      summary\n    }\n  }\n"): (typeof documents)["\n  query NewsDetail($id: ID!) {\n    newsArticle(id: $id) {\n      ...ArticleText\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyDetail($id: ID!) {\n    policy(id: $id) {\n      id\n      title\n      department\n      documentNo\n      publishDate\n      summary\n      sections {\n        heading\n        paragraphs\n      }\n    }\n  }\n"): (typeof documents)["\n  query PolicyDetail($id: ID!) {\n    policy(id: $id) {\n      id\n      title\n      department\n      documentNo\n      publishDate\n      summary\n      sections {\n        heading\n        paragraphs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyList($filter: PolicyFilter, $page: PageInput) {\n    policies(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        title\n        department\n        documentNo\n        publishDate\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PolicyList($filter: PolicyFilter, $page: PageInput) {\n    policies(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        title\n        department\n        documentNo\n        publishDate\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionalFinanceDetail($id: ID!) {\n    regionalFinanceArticle(id: $id) {\n      ...ArticleText\n      summary\n      district\n    }\n  }\n"): (typeof documents)["\n  query RegionalFinanceDetail($id: ID!) {\n    regionalFinanceArticle(id: $id) {\n      ...ArticleText\n      summary\n      district\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionalFinanceList($page: PageInput) {\n    regionalFinanceArticles(page: $page) {\n      total\n      records {\n        id\n        title\n        summary\n        district\n        source\n        publishDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegionalFinanceList($page: PageInput) {\n    regionalFinanceArticles(page: $page) {\n      total\n      records {\n        id\n        title\n        summary\n        district\n        source\n        publishDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReloanPolicy($page: PageInput) {\n    reloanPolicyArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReloanPolicy($page: PageInput) {\n    reloanPolicyArticles(page: $page) {\n      total\n      records {\n        ...ArticleText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotaEstimateFields on QuotaEstimate {\n    id\n    lowAmount\n    highAmount\n    disclaimer\n    estimatedAt\n    factors {\n      key\n      label\n      value\n      source\n      direction\n      effect\n    }\n  }\n"): (typeof documents)["\n  fragment QuotaEstimateFields on QuotaEstimate {\n    id\n    lowAmount\n    highAmount\n    disclaimer\n    estimatedAt\n    factors {\n      key\n      label\n      value\n      source\n      direction\n      effect\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OneClickRate {\n    quotaQuestionnaire {\n      answers {\n        revenueBand\n        taxRating\n        employeesBand\n        yearsBand\n        existingLoansBand\n        collateral\n      }\n      questions {\n        key\n        label\n        options {\n          code\n          label\n        }\n      }\n    }\n    latestQuotaEstimate {\n      ...QuotaEstimateFields\n    }\n  }\n"): (typeof documents)["\n  query OneClickRate {\n    quotaQuestionnaire {\n      answers {\n        revenueBand\n        taxRating\n        employeesBand\n        yearsBand\n        existingLoansBand\n        collateral\n      }\n      questions {\n        key\n        label\n        options {\n          code\n          label\n        }\n      }\n    }\n    latestQuotaEstimate {\n      ...QuotaEstimateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EstimateQuota($answers: QuotaAnswersInput!) {\n    estimateQuota(answers: $answers) {\n      ...QuotaEstimateFields\n    }\n  }\n"): (typeof documents)["\n  mutation EstimateQuota($answers: QuotaAnswersInput!) {\n    estimateQuota(answers: $answers) {\n      ...QuotaEstimateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotaProducts($page: PageInput) {\n    quotaProducts(page: $page) {\n      estimate {\n        ...QuotaEstimateFields\n      }\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          name\n          logo\n          institutionName\n          ...ProductFigures\n          summary\n          guaranteeMethods {\n            code\n            label\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuotaProducts($page: PageInput) {\n    quotaProducts(page: $page) {\n      estimate {\n        ...QuotaEstimateFields\n      }\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          name\n          logo\n          institutionName\n          ...ProductFigures\n          summary\n          guaranteeMethods {\n            code\n            label\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationTallyFields on ApplicationTally {\n    total\n    inProgress\n    credited\n    lent\n    failed\n    withdrawn\n  }\n"): (typeof documents)["\n  fragment ApplicationTallyFields on ApplicationTally {\n    total\n    inProgress\n    credited\n    lent\n    failed\n    withdrawn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditLimit {\n    preCredit {\n      exists\n      limits {\n        id\n        institutionId\n        institutionName\n        productId\n        productName\n        amount\n        validFrom\n        validUntil\n        status {\n          code\n          label\n        }\n        remark\n      }\n    }\n    creditSummary {\n      title\n      notice\n      generatedAt\n      companyName\n      uniformCode\n      legalPerson\n      registry {\n        entityType\n        status\n        establishedOn\n        district\n        street\n      }\n      applications {\n        ...ApplicationTallyFields\n      }\n      needs {\n        ...ApplicationTallyFields\n      }\n      preCreditInForceCount\n      preCreditInForceAmount\n      authorisationInForce\n      authorisationUntil\n    }\n  }\n"): (typeof documents)["\n  query CreditLimit {\n    preCredit {\n      exists\n      limits {\n        id\n        institutionId\n        institutionName\n        productId\n        productName\n        amount\n        validFrom\n        validUntil\n        status {\n          code\n          label\n        }\n        remark\n      }\n    }\n    creditSummary {\n      title\n      notice\n      generatedAt\n      companyName\n      uniformCode\n      legalPerson\n      registry {\n        entityType\n        status\n        establishedOn\n        district\n        street\n      }\n      applications {\n        ...ApplicationTallyFields\n      }\n      needs {\n        ...ApplicationTallyFields\n      }\n      preCreditInForceCount\n      preCreditInForceAmount\n      authorisationInForce\n      authorisationUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquityInvestors {\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      total\n      records {\n        id\n        name\n        logo\n        introduction\n        address\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquityInvestors {\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      total\n      records {\n        id\n        name\n        logo\n        introduction\n        address\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquityForm {\n    equityCompanyStages {\n      code\n      label\n    }\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquityForm {\n    equityCompanyStages {\n      code\n      label\n    }\n    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForEquity($input: EquityApplicationInput!) {\n    applyForEquity(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForEquity($input: EquityApplicationInput!) {\n    applyForEquity(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RateProductApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n    }\n  }\n"): (typeof documents)["\n  query RateProductApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCardFields on LoanApplication {\n    id\n    source\n    productId\n    productName\n    productLogo\n    applyAmount\n    creditAmount\n    loanPeriod\n    interestRate\n    createTime\n    guaranteeMethods {\n      code\n      label\n    }\n    repayMethod {\n      code\n      label\n    }\n    loanFor {\n      code\n      label\n    }\n    status {\n      ...LoanStatusFields\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationCardFields on LoanApplication {\n    id\n    source\n    productId\n    productName\n    productLogo\n    applyAmount\n    creditAmount\n    loanPeriod\n    interestRate\n    createTime\n    guaranteeMethods {\n      code\n      label\n    }\n    repayMethod {\n      code\n      label\n    }\n    loanFor {\n      code\n      label\n    }\n    status {\n      ...LoanStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCardPage on LoanApplicationPage {\n    total\n    pageNum\n    pageSize\n    records {\n      id\n      ...ApplicationCardFields\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationCardPage on LoanApplicationPage {\n    total\n    pageNum\n    pageSize\n    records {\n      id\n      ...ApplicationCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($page: PageInput) {\n    myApplications(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n"): (typeof documents)["\n  query MyApplications($page: PageInput) {\n    myApplications(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNeeds($page: PageInput) {\n    myNeeds(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n"): (typeof documents)["\n  query MyNeeds($page: PageInput) {\n    myNeeds(page: $page) {\n      ...ApplicationCardPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyFormContext($productId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      logo\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      minTerm\n      maxTerm\n      rateMin\n      rateMax\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n    me {\n      id\n      name\n      mobile\n    }\n  }\n"): (typeof documents)["\n  query ApplyFormContext($productId: ID!) {\n    product(id: $productId) {\n      id\n      name\n      logo\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      minTerm\n      maxTerm\n      rateMin\n      rateMax\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n    me {\n      id\n      name\n      mobile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyAuthorisation {\n    dataAuthorisation {\n      inForce\n    }\n  }\n"): (typeof documents)["\n  query ApplyAuthorisation {\n    dataAuthorisation {\n      inForce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressDivisions($level: Int!, $parentCode: String) {\n    addressDivisions(level: $level, parentCode: $parentCode) {\n      code\n      name\n      level\n    }\n  }\n"): (typeof documents)["\n  query AddressDivisions($level: Int!, $parentCode: String) {\n    addressDivisions(level: $level, parentCode: $parentCode) {\n      code\n      name\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForProduct($input: ProductApplicationInput!) {\n    applyForProduct(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForProduct($input: ProductApplicationInput!) {\n    applyForProduct(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NeedOffers($needId: ID!) {\n    needOffers(needId: $needId) {\n      needId\n      open\n      offers {\n        id\n        orgId\n        orgName\n        amountMin\n        amountMax\n        rateMin\n        rateMax\n        termMonths\n        conditions\n        validUntil\n        state\n        stateLabel\n        expired\n        offerTime\n        responseTimes {\n          viewMedianHours\n          decideMedianHours\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NeedOffers($needId: ID!) {\n    needOffers(needId: $needId) {\n      needId\n      open\n      offers {\n        id\n        orgId\n        orgName\n        amountMin\n        amountMax\n        rateMin\n        rateMax\n        termMonths\n        conditions\n        validUntil\n        state\n        stateLabel\n        expired\n        offerTime\n        responseTimes {\n          viewMedianHours\n          decideMedianHours\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptNeedOffer($id: ID!) {\n    acceptNeedOffer(id: $id) {\n      needId\n      open\n      offers {\n        id\n        state\n        stateLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptNeedOffer($id: ID!) {\n    acceptNeedOffer(id: $id) {\n      needId\n      open\n      offers {\n        id\n        state\n        stateLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanApplication($id: ID!) {\n    loanApplication(id: $id) {\n      id\n      source\n      productId\n      productName\n      orgId\n      orgName\n      entName\n      manager {\n        id\n        name\n        mobile\n      }\n      applyAmount\n      creditAmount\n      loanAmount\n      loanPeriod\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethod {\n        code\n        label\n      }\n      loanFor {\n        code\n        label\n      }\n      interestRate\n      status {\n        ...LoanStatusFields\n      }\n      loanIndustry\n      isFirstLoan\n      failureType {\n        code\n        label\n      }\n      failureReason\n      createTime\n      updateTime\n      creditTime\n      lendingTime\n      creditRemark\n      loanRemark\n      acceptRemark\n      remark\n      expiryDate\n      officeAddress\n      contactName\n      contactMobile\n      canWithdraw\n      useCreditUrl\n      applyEntry {\n        urlType\n        redirectUrl\n      }\n      materials {\n        path\n        name\n        size\n        uploadTime\n      }\n      events {\n        kind\n        fromStatus {\n          ...LoanStatusFields\n        }\n        toStatus {\n          ...LoanStatusFields\n        }\n        actor\n        actorAccount\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoanApplication($id: ID!) {\n    loanApplication(id: $id) {\n      id\n      source\n      productId\n      productName\n      orgId\n      orgName\n      entName\n      manager {\n        id\n        name\n        mobile\n      }\n      applyAmount\n      creditAmount\n      loanAmount\n      loanPeriod\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethod {\n        code\n        label\n      }\n      loanFor {\n        code\n        label\n      }\n      interestRate\n      status {\n        ...LoanStatusFields\n      }\n      loanIndustry\n      isFirstLoan\n      failureType {\n        code\n        label\n      }\n      failureReason\n      createTime\n      updateTime\n      creditTime\n      lendingTime\n      creditRemark\n      loanRemark\n      acceptRemark\n      remark\n      expiryDate\n      officeAddress\n      contactName\n      contactMobile\n      canWithdraw\n      useCreditUrl\n      applyEntry {\n        urlType\n        redirectUrl\n      }\n      materials {\n        path\n        name\n        size\n        uploadTime\n      }\n      events {\n        kind\n        fromStatus {\n          ...LoanStatusFields\n        }\n        toStatus {\n          ...LoanStatusFields\n        }\n        actor\n        actorAccount\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      canWithdraw\n      updateTime\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      id\n      canWithdraw\n      updateTime\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralFields on Referral {\n    id\n    applicationId\n    productId\n    productName\n    orgName\n    consentText\n    consentTime\n    status {\n      code\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ReferralFields on Referral {\n    id\n    applicationId\n    productId\n    productName\n    orgName\n    consentText\n    consentTime\n    status {\n      code\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralOptions($applicationId: ID!) {\n    referralOptions(applicationId: $applicationId) {\n      applicationId\n      referral {\n        ...ReferralFields\n      }\n      options {\n        productId\n        productName\n        productLogo\n        orgId\n        orgName\n        summary\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        consentText\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralOptions($applicationId: ID!) {\n    referralOptions(applicationId: $applicationId) {\n      applicationId\n      referral {\n        ...ReferralFields\n      }\n      options {\n        productId\n        productName\n        productLogo\n        orgId\n        orgName\n        summary\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        consentText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsentToReferral($applicationId: ID!, $productId: ID!) {\n    consentToReferral(applicationId: $applicationId, productId: $productId) {\n      ...ReferralFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsentToReferral($applicationId: ID!, $productId: ID!) {\n    consentToReferral(applicationId: $applicationId, productId: $productId) {\n      ...ReferralFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanSupplements($id: ID!) {\n    loanSupplements(id: $id) {\n      id\n      round\n      content\n      replyBy\n      askedAt\n      orgName\n      state\n      overdue\n      answerText\n      answeredAt\n      files {\n        path\n        name\n        size\n        uploadTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoanSupplements($id: ID!) {\n    loanSupplements(id: $id) {\n      id\n      round\n      content\n      replyBy\n      askedAt\n      orgName\n      state\n      overdue\n      answerText\n      answeredAt\n      files {\n        path\n        name\n        size\n        uploadTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerSupplement($input: SupplementAnswerInput!) {\n    answerSupplement(input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerSupplement($input: SupplementAnswerInput!) {\n    answerSupplement(input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationThread($applicationId: ID!) {\n    applicationThread(applicationId: $applicationId) {\n      applicationId\n      institutionName\n      manager {\n        name\n        mobile\n      }\n      messages {\n        id\n        side\n        authorName\n        body\n        createdAt\n        read\n        files {\n          path\n          name\n          kind\n          size\n          uploadTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationThread($applicationId: ID!) {\n    applicationThread(applicationId: $applicationId) {\n      applicationId\n      institutionName\n      manager {\n        name\n        mobile\n      }\n      messages {\n        id\n        side\n        authorName\n        body\n        createdAt\n        read\n        files {\n          path\n          name\n          kind\n          size\n          uploadTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {\n    sendThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {\n      smsSent\n      message {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {\n    sendThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {\n      smsSent\n      message {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReleaseLookups {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReleaseLookups {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      loanPurposes {\n        code\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishNeed($input: FinancingNeedInput!) {\n    publishNeed(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishNeed($input: FinancingNeedInput!) {\n    publishNeed(input: $input) {\n      id\n      status {\n        ...LoanStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestNews($page: PageInput) {\n    newsArticles(page: $page) {\n      records {\n        id\n        title\n        publishDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestNews($page: PageInput) {\n    newsArticles(page: $page) {\n      records {\n        id\n        title\n        publishDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n"): (typeof documents)["\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStatistics($caseCount: Int) {\n    financingFigures {\n      applyCount\n      applyAmount\n      creditCount\n      creditAmount\n      loanCount\n      loanAmount\n      enterpriseCount\n    }\n    enterpriseFigures {\n      registeredCount\n      certifiedCount\n    }\n    lenderRanking {\n      rank\n      institutionId\n      institutionName\n      logo\n      loanCount\n      loanAmount\n    }\n    successCases(size: $caseCount) {\n      id\n      enterpriseName\n      productId\n      productName\n      institutionName\n      loanAmount\n      term\n      lentAt\n    }\n    districtFigures {\n      districtName\n      applyCount\n      loanCount\n      loanAmount\n    }\n  }\n"): (typeof documents)["\n  query HomeStatistics($caseCount: Int) {\n    financingFigures {\n      applyCount\n      applyAmount\n      creditCount\n      creditAmount\n      loanCount\n      loanAmount\n      enterpriseCount\n    }\n    enterpriseFigures {\n      registeredCount\n      certifiedCount\n    }\n    lenderRanking {\n      rank\n      institutionId\n      institutionName\n      logo\n      loanCount\n      loanAmount\n    }\n    successCases(size: $caseCount) {\n      id\n      enterpriseName\n      productId\n      productName\n      institutionName\n      loanAmount\n      term\n      lentAt\n    }\n    districtFigures {\n      districtName\n      applyCount\n      loanCount\n      loanAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionResponseTimes($id: ID!) {\n    institution(id: $id) {\n      id\n      responseTimes {\n        days\n        applications\n        viewTargetWorkingDays\n        decideTargetWorkingDays\n        viewMedianHours\n        viewShareWithinTarget\n        decideMedianHours\n        decideShareWithinTarget\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionResponseTimes($id: ID!) {\n    institution(id: $id) {\n      id\n      responseTimes {\n        days\n        applications\n        viewTargetWorkingDays\n        decideTargetWorkingDays\n        viewMedianHours\n        viewShareWithinTarget\n        decideMedianHours\n        decideShareWithinTarget\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditInstitutions {\n    lookups {\n      recommendedInstitutionTypes {\n        code\n        label\n      }\n    }\n    institutionCounts {\n      total\n      byType {\n        institutionType {\n          code\n        }\n        count\n      }\n    }\n    institutionIcons {\n      id\n      name\n      logo\n      institutionType {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditInstitutions {\n    lookups {\n      recommendedInstitutionTypes {\n        code\n        label\n      }\n    }\n    institutionCounts {\n      total\n      byType {\n        institutionType {\n          code\n        }\n        count\n      }\n    }\n    institutionIcons {\n      id\n      name\n      logo\n      institutionType {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      ...InstitutionSummary\n      introduction\n      ifNormal\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      ...InstitutionSummary\n      introduction\n      ifNormal\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        ...InstitutionSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        ...InstitutionSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($page: PageInput) {\n    messages(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        applicationId\n        title\n        body\n        createdAt\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query Messages($page: PageInput) {\n    messages(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        applicationId\n        title\n        body\n        createdAt\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessagesRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(ids: $ids, all: $all) {\n      updated\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessagesRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(ids: $ids, all: $all) {\n      updated\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n    unreadThreads {\n      count\n    }\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n    unreadThreads {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadThreads {\n    unreadThreads {\n      count\n      applications {\n        applicationId\n        unread\n        source\n        productName\n        institutionName\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnreadThreads {\n    unreadThreads {\n      count\n      applications {\n        applicationId\n        unread\n        source\n        productName\n        institutionName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PolicyMatchFields on PolicyMatch {\n    policyId\n    title\n    department\n    publishDate\n    verdict\n    conditions {\n      kind\n      label\n      result\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment PolicyMatchFields on PolicyMatch {\n    policyId\n    title\n    department\n    publishDate\n    verdict\n    conditions {\n      kind\n      label\n      result\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyMatches {\n    policyMatches {\n      ...PolicyMatchFields\n    }\n  }\n"): (typeof documents)["\n  query PolicyMatches {\n    policyMatches {\n      ...PolicyMatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyMatch($policyId: ID!) {\n    policyMatch(policyId: $policyId) {\n      match {\n        ...PolicyMatchFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PolicyMatch($policyId: ID!) {\n    policyMatch(policyId: $policyId) {\n      match {\n        ...PolicyMatchFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalProducts {\n    postalProducts {\n      id\n      ...ProductSummary\n    }\n  }\n"): (typeof documents)["\n  query PostalProducts {\n    postalProducts {\n      id\n      ...ProductSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      introduction\n      conditions\n      materials\n    }\n  }\n"): (typeof documents)["\n  query PostalProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      introduction\n      conditions\n      materials\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  query ApplyMethod($productId: ID!) {\n    applyMethod(productId: $productId) {\n      urlType\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($ids: [ID!]!, $size: Int) {\n    relatedProducts(productIds: $ids, size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($ids: [ID!]!, $size: Int) {\n    relatedProducts(productIds: $ids, size: $size) {\n      id\n      ...ProductSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      repayMethods {\n        code\n        label\n      }\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        ...InstitutionSummary\n        ifNormal\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      ...ProductSummary\n      repayMethods {\n        code\n        label\n      }\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        ...InstitutionSummary\n        ifNormal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        ...ProductSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveShortLink($key: String!) {\n    resolveShortLink(key: $key)\n  }\n"): (typeof documents)["\n  mutation ResolveShortLink($key: String!) {\n    resolveShortLink(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubsidyClaimRowFields on SubsidyClaimRow {\n    id\n    programmeName\n    kind\n    applicationId\n    claimAmount\n    approvedAmount\n    status\n    statusName\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SubsidyClaimRowFields on SubsidyClaimRow {\n    id\n    programmeName\n    kind\n    applicationId\n    claimAmount\n    approvedAmount\n    status\n    statusName\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubsidyClaims {\n    mySubsidyClaims(pageNum: 1, pageSize: 50) {\n      total\n      records {\n        id\n        ...SubsidyClaimRowFields\n      }\n    }\n    myApplications(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        productName\n        createTime\n        status {\n          ...LoanStatusFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySubsidyClaims {\n    mySubsidyClaims(pageNum: 1, pageSize: 50) {\n      total\n      records {\n        id\n        ...SubsidyClaimRowFields\n      }\n    }\n    myApplications(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        productName\n        createTime\n        status {\n          ...LoanStatusFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubsidyLoanFields on SubsidyLoan {\n    applicationId\n    productName\n    institutionName\n    loanAmount\n    interestRate\n    loanPeriod\n    lendingDate\n  }\n"): (typeof documents)["\n  fragment SubsidyLoanFields on SubsidyLoan {\n    applicationId\n    productName\n    institutionName\n    loanAmount\n    interestRate\n    loanPeriod\n    lendingDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubsidyClaim($id: ID!) {\n    subsidyClaim(id: $id) {\n      id\n      programmeName\n      kind\n      claimAmount\n      approvedAmount\n      status\n      statusName\n      returnReason\n      createdAt\n      loan {\n        ...SubsidyLoanFields\n      }\n      files {\n        path\n        originalName\n      }\n      events {\n        action\n        actorName\n        remark\n        time\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubsidyClaim($id: ID!) {\n    subsidyClaim(id: $id) {\n      id\n      programmeName\n      kind\n      claimAmount\n      approvedAmount\n      status\n      statusName\n      returnReason\n      createdAt\n      loan {\n        ...SubsidyLoanFields\n      }\n      files {\n        path\n        originalName\n      }\n      events {\n        action\n        actorName\n        remark\n        time\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubsidyPrefill($applicationId: ID!) {\n    subsidyPrefill(applicationId: $applicationId) {\n      loan {\n        ...SubsidyLoanFields\n      }\n      programmes {\n        id\n        name\n        kind\n        ratePercent\n        yearlyCap\n        claimAmount\n        capLeft\n        alreadyClaimed\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubsidyPrefill($applicationId: ID!) {\n    subsidyPrefill(applicationId: $applicationId) {\n      loan {\n        ...SubsidyLoanFields\n      }\n      programmes {\n        id\n        name\n        kind\n        ratePercent\n        yearlyCap\n        claimAmount\n        capLeft\n        alreadyClaimed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileSubsidyClaim($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {\n    fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FileSubsidyClaim($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {\n    fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitSubsidyClaim($id: ID!, $filePaths: [String!], $note: String) {\n    resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) {\n      id\n      status\n      statusName\n      returnReason\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitSubsidyClaim($id: ID!, $filePaths: [String!], $note: String) {\n    resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) {\n      id\n      status\n      statusName\n      returnReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaceRedirect($key: String!) {\n    faceRedirect(key: $key)\n  }\n"): (typeof documents)["\n  mutation FaceRedirect($key: String!) {\n    faceRedirect(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Verification {\n    verification {\n      hasCompany\n      companyId\n      companyName\n      uniformCode\n      legalPersonMasked\n      ifCertification\n      hasCheckedFace\n      certifiedAt\n      faceServiceConfigured\n      faceSimulated\n    }\n  }\n"): (typeof documents)["\n  query Verification {\n    verification {\n      hasCompany\n      companyId\n      companyName\n      uniformCode\n      legalPersonMasked\n      ifCertification\n      hasCheckedFace\n      certifiedAt\n      faceServiceConfigured\n      faceSimulated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLegalPerson($input: ConfirmLegalPersonInput!) {\n    confirmLegalPerson(input: $input) {\n      userCode\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmLegalPerson($input: ConfirmLegalPersonInput!) {\n    confirmLegalPerson(input: $input) {\n      userCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFaceCheck($userCode: String!, $returnPath: String) {\n    startFaceCheck(userCode: $userCode, returnPath: $returnPath) {\n      certToken\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartFaceCheck($userCode: String!, $returnPath: String) {\n    startFaceCheck(userCode: $userCode, returnPath: $returnPath) {\n      certToken\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceResult($certToken: String!) {\n    faceResult(certToken: $certToken) {\n      status\n      companyName\n      legalPersonMasked\n      failReason\n      ifCertification\n      hasCheckedFace\n    }\n  }\n"): (typeof documents)["\n  query FaceResult($certToken: String!) {\n    faceResult(certToken: $certToken) {\n      status\n      companyName\n      legalPersonMasked\n      failReason\n      ifCertification\n      hasCheckedFace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZonePage($key: String!, $page: PageInput) {\n    productZone(key: $key, page: $page) {\n      key\n      name\n      slogan\n      programme\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ZonePage($key: String!, $page: PageInput) {\n    productZone(key: $key, page: $page) {\n      key\n      name\n      slogan\n      programme\n      products {\n        total\n        pageNum\n        pageSize\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductClasses($preview: Int) {\n    productClasses(preview: $preview) {\n      id\n      name\n      description\n      productCount\n      preview {\n        id\n        name\n        institutionName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductClasses($preview: Int) {\n    productClasses(preview: $preview) {\n      id\n      name\n      description\n      productCount\n      preview {\n        id\n        name\n        institutionName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductClassPage($id: ID!, $guaranteeMethods: [Int!], $page: PageInput) {\n    productClass(id: $id, guaranteeMethods: $guaranteeMethods, page: $page) {\n      productClass {\n        id\n        name\n        description\n        productCount\n      }\n      products {\n        total\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductClassPage($id: ID!, $guaranteeMethods: [Int!], $page: PageInput) {\n    productClass(id: $id, guaranteeMethods: $guaranteeMethods, page: $page) {\n      productClass {\n        id\n        name\n        description\n        productCount\n      }\n      products {\n        total\n        records {\n          id\n          ...ProductSummary\n        }\n      }\n    }\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpForFutures($name: String!, $mobile: String!) {\n    signUpForFutures(name: $name, mobile: $mobile)\n  }\n"): (typeof documents)["\n  mutation SignUpForFutures($name: String!, $mobile: String!) {\n    signUpForFutures(name: $name, mobile: $mobile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailureLinkProbe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query FailureLinkProbe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstitutionSummary on Institution {\n    id\n    name\n    logo\n    address\n    phone\n    productCount\n    institutionType {\n      code\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment InstitutionSummary on Institution {\n    id\n    name\n    logo\n    address\n    phone\n    productCount\n    institutionType {\n      code\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFigures on Product {\n    minAmount\n    maxAmount\n    rateMin\n    rateMax\n    minTerm\n    maxTerm\n  }\n"): (typeof documents)["\n  fragment ProductFigures on Product {\n    minAmount\n    maxAmount\n    rateMin\n    rateMax\n    minTerm\n    maxTerm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary on Product {\n    id\n    name\n    logo\n    institutionName\n    summary\n    applyCount\n    productType {\n      code\n      label\n    }\n    guaranteeMethods {\n      code\n      label\n    }\n    ...ProductFigures\n  }\n"): (typeof documents)["\n  fragment ProductSummary on Product {\n    id\n    name\n    logo\n    institutionName\n    summary\n    applyCount\n    productType {\n      code\n      label\n    }\n    guaranteeMethods {\n      code\n      label\n    }\n    ...ProductFigures\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoanStatusFields on LoanStatusInfo {\n    code\n    label\n    step\n    failure\n    errorStyle\n  }\n"): (typeof documents)["\n  fragment LoanStatusFields on LoanStatusInfo {\n    code\n    label\n    step\n    failure\n    errorStyle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveApplication($id: ID!) {\n    applicationChanged(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription LiveApplication($id: ID!) {\n    applicationChanged(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMessages {\n    myMessagesChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMessages {\n    myMessagesChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on UserInfo {\n    id\n    name\n    maskedMobile\n    companyName\n    companyCount\n    ifImport\n    ifCertification\n    identifyStatus\n    hasCheckedFace\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on UserInfo {\n    id\n    name\n    maskedMobile\n    companyName\n    companyCount\n    ifImport\n    ifCertification\n    identifyStatus\n    hasCheckedFace\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFiles($paths: [String!]!) {\n    deleteFiles(paths: $paths)\n  }\n"): (typeof documents)["\n  mutation DeleteFiles($paths: [String!]!) {\n    deleteFiles(paths: $paths)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;