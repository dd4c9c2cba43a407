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
    "\n  query OrgApplications($filter: OrgApplicationFilter, $page: PageInput) {\n    orgApplications(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        overdue\n        claimTime\n        application {\n          id\n          source\n          productName\n          orgName\n          entName\n          applyAmount\n          loanPeriod\n          createTime\n          status {\n            code\n            label\n            errorStyle\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrgApplicationsDocument,
    "\n  query OrgApplication($id: ID!) {\n    orgApplication(id: $id) {\n      id\n      overdue\n      claimTime\n      managers {\n        id\n        name\n        mobile\n      }\n      events {\n        fromStatus {\n          code\n          label\n        }\n        toStatus {\n          code\n          label\n        }\n        actor\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n      application {\n        id\n        source\n        productName\n        productType {\n          label\n        }\n        orgName\n        manager {\n          id\n          name\n          mobile\n        }\n        entName\n        applyAmount\n        creditAmount\n        loanAmount\n        loanPeriod\n        guaranteeMethods {\n          label\n        }\n        repayMethod {\n          label\n        }\n        loanFor {\n          label\n        }\n        interestRate\n        status {\n          code\n          label\n          errorStyle\n        }\n        failureType {\n          label\n        }\n        failureReason\n        createTime\n        creditTime\n        lendingTime\n        creditRemark\n        loanRemark\n        acceptRemark\n        remark\n        expiryDate\n      }\n    }\n  }\n": typeof types.OrgApplicationDocument,
    "\n  mutation TransitionApplication($input: TransitionInput!) {\n    transitionApplication(input: $input) {\n      id\n    }\n  }\n": typeof types.TransitionApplicationDocument,
    "\n  query AdminInstitutions {\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminInstitutionsDocument,
    "\n  query Escalations($page: PageInput) {\n    escalations(page: $page) {\n      total\n      records {\n        id\n        applicationId\n        stage\n        orgName\n        escalatedAt\n        loanStatus\n        source\n        entName\n      }\n    }\n  }\n": typeof types.EscalationsDocument,
    "\n  query AdminCaptcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n": typeof types.AdminCaptchaDocument,
    "\n  mutation AdminCheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n": typeof types.AdminCheckCaptchaDocument,
    "\n  mutation StaffLogin($input: StaffLoginInput!) {\n    staffLogin(input: $input) {\n      next\n      ticket\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.StaffLoginDocument,
    "\n  mutation StaffConfirmCode($ticket: String!, $code: String!) {\n    staffConfirmCode(ticket: $ticket, code: $code) {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n": typeof types.StaffConfirmCodeDocument,
    "\n  query OpenNeeds($page: PageInput) {\n    openNeeds(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        entName\n        applyAmount\n        loanPeriod\n        loanFor {\n          label\n        }\n        guaranteeMethods {\n          label\n        }\n        createTime\n        expiryDate\n      }\n    }\n  }\n": typeof types.OpenNeedsDocument,
    "\n  mutation ClaimNeed($id: ID!) {\n    claimNeed(id: $id)\n  }\n": typeof types.ClaimNeedDocument,
    "\n  mutation GrantPreCredit($input: PreCreditGrantInput!) {\n    grantPreCredit(input: $input) {\n      line\n      uniformCode\n      companyName\n      amount\n      validFrom\n      validUntil\n      accepted\n      reason\n      id\n    }\n  }\n": typeof types.GrantPreCreditDocument,
    "\n  mutation ImportPreCredits($csv: String!) {\n    importPreCredits(csv: $csv) {\n      imported\n      acceptedCount\n      refusedCount\n      rows {\n        line\n        uniformCode\n        companyName\n        amount\n        validFrom\n        validUntil\n        accepted\n        reason\n        id\n      }\n    }\n  }\n": typeof types.ImportPreCreditsDocument,
    "\n  query OrgPreCredits($page: PageInput) {\n    orgPreCredits(page: $page) {\n      total\n      records {\n        id\n        companyName\n        uniformCode\n        productName\n        amount\n        validFrom\n        validUntil\n        status\n        statusLabel\n        remark\n        grantedAt\n        grantedBy\n      }\n    }\n  }\n": typeof types.OrgPreCreditsDocument,
    "\n  query OrgProducts($filter: OrgProductFilter, $page: PageInput) {\n    orgProducts(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        productName\n        productType\n        guaranteeMethods\n        repayMethods\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minPeriod\n        maxPeriod\n        summary\n        introduction\n        conditions\n        materials\n        applyUrlType\n        applyRedirectUrl\n        applyCount\n        onShelf\n        createTime\n      }\n    }\n  }\n": typeof types.OrgProductsDocument,
    "\n  mutation CreateOrgProduct($input: OrgProductInput!) {\n    createOrgProduct(input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n": typeof types.CreateOrgProductDocument,
    "\n  mutation UpdateOrgProduct($id: ID!, $input: OrgProductInput!) {\n    updateOrgProduct(id: $id, input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n": typeof types.UpdateOrgProductDocument,
    "\n  mutation RemoveOrgProduct($id: ID!) {\n    removeOrgProduct(id: $id) {\n      id\n      onShelf\n    }\n  }\n": typeof types.RemoveOrgProductDocument,
    "\n  query ResponseTimes($days: Int) {\n    responseTimes(days: $days) {\n      days\n      viewTargetWorkingDays\n      decideTargetWorkingDays\n      institutions {\n        orgId\n        orgName\n        applications\n        view {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n        accept {\n          reached\n          medianHours\n          p90Hours\n        }\n        decide {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n      }\n    }\n  }\n": typeof types.ResponseTimesDocument,
    "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n": typeof types.StaffMeDocument,
    "\n  mutation StaffLogout {\n    staffLogout\n  }\n": typeof types.StaffLogoutDocument,
};
const documents: Documents = {
    "\n  query OrgApplications($filter: OrgApplicationFilter, $page: PageInput) {\n    orgApplications(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        overdue\n        claimTime\n        application {\n          id\n          source\n          productName\n          orgName\n          entName\n          applyAmount\n          loanPeriod\n          createTime\n          status {\n            code\n            label\n            errorStyle\n          }\n        }\n      }\n    }\n  }\n": types.OrgApplicationsDocument,
    "\n  query OrgApplication($id: ID!) {\n    orgApplication(id: $id) {\n      id\n      overdue\n      claimTime\n      managers {\n        id\n        name\n        mobile\n      }\n      events {\n        fromStatus {\n          code\n          label\n        }\n        toStatus {\n          code\n          label\n        }\n        actor\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n      application {\n        id\n        source\n        productName\n        productType {\n          label\n        }\n        orgName\n        manager {\n          id\n          name\n          mobile\n        }\n        entName\n        applyAmount\n        creditAmount\n        loanAmount\n        loanPeriod\n        guaranteeMethods {\n          label\n        }\n        repayMethod {\n          label\n        }\n        loanFor {\n          label\n        }\n        interestRate\n        status {\n          code\n          label\n          errorStyle\n        }\n        failureType {\n          label\n        }\n        failureReason\n        createTime\n        creditTime\n        lendingTime\n        creditRemark\n        loanRemark\n        acceptRemark\n        remark\n        expiryDate\n      }\n    }\n  }\n": types.OrgApplicationDocument,
    "\n  mutation TransitionApplication($input: TransitionInput!) {\n    transitionApplication(input: $input) {\n      id\n    }\n  }\n": types.TransitionApplicationDocument,
    "\n  query AdminInstitutions {\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": types.AdminInstitutionsDocument,
    "\n  query Escalations($page: PageInput) {\n    escalations(page: $page) {\n      total\n      records {\n        id\n        applicationId\n        stage\n        orgName\n        escalatedAt\n        loanStatus\n        source\n        entName\n      }\n    }\n  }\n": types.EscalationsDocument,
    "\n  query AdminCaptcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n": types.AdminCaptchaDocument,
    "\n  mutation AdminCheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n": types.AdminCheckCaptchaDocument,
    "\n  mutation StaffLogin($input: StaffLoginInput!) {\n    staffLogin(input: $input) {\n      next\n      ticket\n      secret\n      otpauthUri\n    }\n  }\n": types.StaffLoginDocument,
    "\n  mutation StaffConfirmCode($ticket: String!, $code: String!) {\n    staffConfirmCode(ticket: $ticket, code: $code) {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n": types.StaffConfirmCodeDocument,
    "\n  query OpenNeeds($page: PageInput) {\n    openNeeds(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        entName\n        applyAmount\n        loanPeriod\n        loanFor {\n          label\n        }\n        guaranteeMethods {\n          label\n        }\n        createTime\n        expiryDate\n      }\n    }\n  }\n": types.OpenNeedsDocument,
    "\n  mutation ClaimNeed($id: ID!) {\n    claimNeed(id: $id)\n  }\n": types.ClaimNeedDocument,
    "\n  mutation GrantPreCredit($input: PreCreditGrantInput!) {\n    grantPreCredit(input: $input) {\n      line\n      uniformCode\n      companyName\n      amount\n      validFrom\n      validUntil\n      accepted\n      reason\n      id\n    }\n  }\n": types.GrantPreCreditDocument,
    "\n  mutation ImportPreCredits($csv: String!) {\n    importPreCredits(csv: $csv) {\n      imported\n      acceptedCount\n      refusedCount\n      rows {\n        line\n        uniformCode\n        companyName\n        amount\n        validFrom\n        validUntil\n        accepted\n        reason\n        id\n      }\n    }\n  }\n": types.ImportPreCreditsDocument,
    "\n  query OrgPreCredits($page: PageInput) {\n    orgPreCredits(page: $page) {\n      total\n      records {\n        id\n        companyName\n        uniformCode\n        productName\n        amount\n        validFrom\n        validUntil\n        status\n        statusLabel\n        remark\n        grantedAt\n        grantedBy\n      }\n    }\n  }\n": types.OrgPreCreditsDocument,
    "\n  query OrgProducts($filter: OrgProductFilter, $page: PageInput) {\n    orgProducts(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        productName\n        productType\n        guaranteeMethods\n        repayMethods\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minPeriod\n        maxPeriod\n        summary\n        introduction\n        conditions\n        materials\n        applyUrlType\n        applyRedirectUrl\n        applyCount\n        onShelf\n        createTime\n      }\n    }\n  }\n": types.OrgProductsDocument,
    "\n  mutation CreateOrgProduct($input: OrgProductInput!) {\n    createOrgProduct(input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n": types.CreateOrgProductDocument,
    "\n  mutation UpdateOrgProduct($id: ID!, $input: OrgProductInput!) {\n    updateOrgProduct(id: $id, input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n": types.UpdateOrgProductDocument,
    "\n  mutation RemoveOrgProduct($id: ID!) {\n    removeOrgProduct(id: $id) {\n      id\n      onShelf\n    }\n  }\n": types.RemoveOrgProductDocument,
    "\n  query ResponseTimes($days: Int) {\n    responseTimes(days: $days) {\n      days\n      viewTargetWorkingDays\n      decideTargetWorkingDays\n      institutions {\n        orgId\n        orgName\n        applications\n        view {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n        accept {\n          reached\n          medianHours\n          p90Hours\n        }\n        decide {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n      }\n    }\n  }\n": types.ResponseTimesDocument,
    "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n": types.StaffMeDocument,
    "\n  mutation StaffLogout {\n    staffLogout\n  }\n": types.StaffLogoutDocument,
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
export function graphql(source: "\n  query OrgApplications($filter: OrgApplicationFilter, $page: PageInput) {\n    orgApplications(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        overdue\n        claimTime\n        application {\n          id\n          source\n          productName\n          orgName\n          entName\n          applyAmount\n          loanPeriod\n          createTime\n          status {\n            code\n            label\n            errorStyle\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgApplications($filter: OrgApplicationFilter, $page: PageInput) {\n    orgApplications(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        overdue\n        claimTime\n        application {\n          id\n          source\n          productName\n          orgName\n          entName\n          applyAmount\n          loanPeriod\n          createTime\n          status {\n            code\n            label\n            errorStyle\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgApplication($id: ID!) {\n    orgApplication(id: $id) {\n      id\n      overdue\n      claimTime\n      managers {\n        id\n        name\n        mobile\n      }\n      events {\n        fromStatus {\n          code\n          label\n        }\n        toStatus {\n          code\n          label\n        }\n        actor\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n      application {\n        id\n        source\n        productName\n        productType {\n          label\n        }\n        orgName\n        manager {\n          id\n          name\n          mobile\n        }\n        entName\n        applyAmount\n        creditAmount\n        loanAmount\n        loanPeriod\n        guaranteeMethods {\n          label\n        }\n        repayMethod {\n          label\n        }\n        loanFor {\n          label\n        }\n        interestRate\n        status {\n          code\n          label\n          errorStyle\n        }\n        failureType {\n          label\n        }\n        failureReason\n        createTime\n        creditTime\n        lendingTime\n        creditRemark\n        loanRemark\n        acceptRemark\n        remark\n        expiryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgApplication($id: ID!) {\n    orgApplication(id: $id) {\n      id\n      overdue\n      claimTime\n      managers {\n        id\n        name\n        mobile\n      }\n      events {\n        fromStatus {\n          code\n          label\n        }\n        toStatus {\n          code\n          label\n        }\n        actor\n        remark\n        creditAmount\n        loanAmount\n        time\n      }\n      application {\n        id\n        source\n        productName\n        productType {\n          label\n        }\n        orgName\n        manager {\n          id\n          name\n          mobile\n        }\n        entName\n        applyAmount\n        creditAmount\n        loanAmount\n        loanPeriod\n        guaranteeMethods {\n          label\n        }\n        repayMethod {\n          label\n        }\n        loanFor {\n          label\n        }\n        interestRate\n        status {\n          code\n          label\n          errorStyle\n        }\n        failureType {\n          label\n        }\n        failureReason\n        createTime\n        creditTime\n        lendingTime\n        creditRemark\n        loanRemark\n        acceptRemark\n        remark\n        expiryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransitionApplication($input: TransitionInput!) {\n    transitionApplication(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TransitionApplication($input: TransitionInput!) {\n    transitionApplication(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInstitutions {\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInstitutions {\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Escalations($page: PageInput) {\n    escalations(page: $page) {\n      total\n      records {\n        id\n        applicationId\n        stage\n        orgName\n        escalatedAt\n        loanStatus\n        source\n        entName\n      }\n    }\n  }\n"): (typeof documents)["\n  query Escalations($page: PageInput) {\n    escalations(page: $page) {\n      total\n      records {\n        id\n        applicationId\n        stage\n        orgName\n        escalatedAt\n        loanStatus\n        source\n        entName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCaptcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n"): (typeof documents)["\n  query AdminCaptcha {\n    captcha {\n      key\n      shadeImage\n      cutoutImage\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n"): (typeof documents)["\n  mutation AdminCheckCaptcha($key: String!, $x: Float!, $y: Int!) {\n    checkCaptcha(key: $key, x: $x, y: $y)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffLogin($input: StaffLoginInput!) {\n    staffLogin(input: $input) {\n      next\n      ticket\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation StaffLogin($input: StaffLoginInput!) {\n    staffLogin(input: $input) {\n      next\n      ticket\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffConfirmCode($ticket: String!, $code: String!) {\n    staffConfirmCode(ticket: $ticket, code: $code) {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n"): (typeof documents)["\n  mutation StaffConfirmCode($ticket: String!, $code: String!) {\n    staffConfirmCode(ticket: $ticket, code: $code) {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenNeeds($page: PageInput) {\n    openNeeds(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        entName\n        applyAmount\n        loanPeriod\n        loanFor {\n          label\n        }\n        guaranteeMethods {\n          label\n        }\n        createTime\n        expiryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenNeeds($page: PageInput) {\n    openNeeds(page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        entName\n        applyAmount\n        loanPeriod\n        loanFor {\n          label\n        }\n        guaranteeMethods {\n          label\n        }\n        createTime\n        expiryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimNeed($id: ID!) {\n    claimNeed(id: $id)\n  }\n"): (typeof documents)["\n  mutation ClaimNeed($id: ID!) {\n    claimNeed(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantPreCredit($input: PreCreditGrantInput!) {\n    grantPreCredit(input: $input) {\n      line\n      uniformCode\n      companyName\n      amount\n      validFrom\n      validUntil\n      accepted\n      reason\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GrantPreCredit($input: PreCreditGrantInput!) {\n    grantPreCredit(input: $input) {\n      line\n      uniformCode\n      companyName\n      amount\n      validFrom\n      validUntil\n      accepted\n      reason\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPreCredits($csv: String!) {\n    importPreCredits(csv: $csv) {\n      imported\n      acceptedCount\n      refusedCount\n      rows {\n        line\n        uniformCode\n        companyName\n        amount\n        validFrom\n        validUntil\n        accepted\n        reason\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportPreCredits($csv: String!) {\n    importPreCredits(csv: $csv) {\n      imported\n      acceptedCount\n      refusedCount\n      rows {\n        line\n        uniformCode\n        companyName\n        amount\n        validFrom\n        validUntil\n        accepted\n        reason\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgPreCredits($page: PageInput) {\n    orgPreCredits(page: $page) {\n      total\n      records {\n        id\n        companyName\n        uniformCode\n        productName\n        amount\n        validFrom\n        validUntil\n        status\n        statusLabel\n        remark\n        grantedAt\n        grantedBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgPreCredits($page: PageInput) {\n    orgPreCredits(page: $page) {\n      total\n      records {\n        id\n        companyName\n        uniformCode\n        productName\n        amount\n        validFrom\n        validUntil\n        status\n        statusLabel\n        remark\n        grantedAt\n        grantedBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgProducts($filter: OrgProductFilter, $page: PageInput) {\n    orgProducts(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        productName\n        productType\n        guaranteeMethods\n        repayMethods\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minPeriod\n        maxPeriod\n        summary\n        introduction\n        conditions\n        materials\n        applyUrlType\n        applyRedirectUrl\n        applyCount\n        onShelf\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgProducts($filter: OrgProductFilter, $page: PageInput) {\n    orgProducts(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        productName\n        productType\n        guaranteeMethods\n        repayMethods\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minPeriod\n        maxPeriod\n        summary\n        introduction\n        conditions\n        materials\n        applyUrlType\n        applyRedirectUrl\n        applyCount\n        onShelf\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrgProduct($input: OrgProductInput!) {\n    createOrgProduct(input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrgProduct($input: OrgProductInput!) {\n    createOrgProduct(input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrgProduct($id: ID!, $input: OrgProductInput!) {\n    updateOrgProduct(id: $id, input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrgProduct($id: ID!, $input: OrgProductInput!) {\n    updateOrgProduct(id: $id, input: $input) {\n      id\n      productName\n      onShelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrgProduct($id: ID!) {\n    removeOrgProduct(id: $id) {\n      id\n      onShelf\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOrgProduct($id: ID!) {\n    removeOrgProduct(id: $id) {\n      id\n      onShelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseTimes($days: Int) {\n    responseTimes(days: $days) {\n      days\n      viewTargetWorkingDays\n      decideTargetWorkingDays\n      institutions {\n        orgId\n        orgName\n        applications\n        view {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n        accept {\n          reached\n          medianHours\n          p90Hours\n        }\n        decide {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResponseTimes($days: Int) {\n    responseTimes(days: $days) {\n      days\n      viewTargetWorkingDays\n      decideTargetWorkingDays\n      institutions {\n        orgId\n        orgName\n        applications\n        view {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n        accept {\n          reached\n          medianHours\n          p90Hours\n        }\n        decide {\n          reached\n          medianHours\n          p90Hours\n          withinTarget\n          due\n          shareWithinTarget\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe {\n    staffMe {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n"): (typeof documents)["\n  query StaffMe {\n    staffMe {\n      id\n      username\n      name\n      role\n      roleName\n      orgId\n      orgName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffLogout {\n    staffLogout\n  }\n"): (typeof documents)["\n  mutation StaffLogout {\n    staffLogout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;