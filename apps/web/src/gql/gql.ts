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
    "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n": typeof types.HomeInstitutionsDocument,
    "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      name\n      logo\n      institutionName\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n": typeof types.HomeTopProductsDocument,
    "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      name\n      logo\n      introduction\n      address\n      phone\n      ifNormal\n      productCount\n      institutionType {\n        code\n        label\n      }\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n        productType {\n          code\n          label\n        }\n      }\n    }\n  }\n": typeof types.InstitutionDetailDocument,
    "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n": typeof types.InstitutionTypesDocument,
    "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        name\n        logo\n        productCount\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n": typeof types.InstitutionListDocument,
    "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductFilterOptionsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      logo\n      summary\n      applyCount\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        name\n        logo\n        address\n        phone\n        productCount\n        ifNormal\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        name\n        logo\n        institutionName\n        summary\n        applyCount\n        productType {\n          code\n          label\n        }\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n      }\n    }\n  }\n": typeof types.ProductListDocument,
};
const documents: Documents = {
    "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n    }\n  }\n": types.SiteConfigDocument,
    "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n": types.HomeInstitutionsDocument,
    "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      name\n      logo\n      institutionName\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n": types.HomeTopProductsDocument,
    "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      name\n      logo\n      introduction\n      address\n      phone\n      ifNormal\n      productCount\n      institutionType {\n        code\n        label\n      }\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n        productType {\n          code\n          label\n        }\n      }\n    }\n  }\n": types.InstitutionDetailDocument,
    "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n": types.InstitutionTypesDocument,
    "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        name\n        logo\n        productCount\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n": types.InstitutionListDocument,
    "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n": types.ProductFilterOptionsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      logo\n      summary\n      applyCount\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        name\n        logo\n        address\n        phone\n        productCount\n        ifNormal\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        name\n        logo\n        institutionName\n        summary\n        applyCount\n        productType {\n          code\n          label\n        }\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n      }\n    }\n  }\n": types.ProductListDocument,
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
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      hotline\n      hotlineHours\n      adminLoginUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeInstitutions($pageSize: Int) {\n    institutions(page: { pageNum: 1, pageSize: $pageSize }) {\n      records {\n        id\n        name\n        logo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      name\n      logo\n      institutionName\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeTopProducts($size: Int) {\n    topProducts(size: $size) {\n      id\n      name\n      logo\n      institutionName\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      guaranteeMethods {\n        code\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      name\n      logo\n      introduction\n      address\n      phone\n      ifNormal\n      productCount\n      institutionType {\n        code\n        label\n      }\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n        productType {\n          code\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionDetail($id: ID!) {\n    institution(id: $id) {\n      id\n      name\n      logo\n      introduction\n      address\n      phone\n      ifNormal\n      productCount\n      institutionType {\n        code\n        label\n      }\n    }\n    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n        productType {\n          code\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionTypes {\n    lookups {\n      institutionTypes {\n        code\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        name\n        logo\n        productCount\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {\n    institutions(filter: $filter, page: $page) {\n      total\n      records {\n        id\n        name\n        logo\n        productCount\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFilterOptions {\n    lookups {\n      guaranteeMethods {\n        code\n        label\n      }\n      productTypes {\n        code\n        label\n      }\n    }\n    institutions(page: { pageNum: 1, pageSize: 50 }) {\n      records {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      logo\n      summary\n      applyCount\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        name\n        logo\n        address\n        phone\n        productCount\n        ifNormal\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      logo\n      summary\n      applyCount\n      institutionName\n      productType {\n        code\n        label\n      }\n      guaranteeMethods {\n        code\n        label\n      }\n      repayMethods {\n        code\n        label\n      }\n      minAmount\n      maxAmount\n      rateMin\n      rateMax\n      minTerm\n      maxTerm\n      introduction\n      conditions\n      materials\n      institution {\n        id\n        name\n        logo\n        address\n        phone\n        productCount\n        ifNormal\n        institutionType {\n          code\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        name\n        logo\n        institutionName\n        summary\n        applyCount\n        productType {\n          code\n          label\n        }\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList($filter: ProductFilter, $page: PageInput) {\n    products(filter: $filter, page: $page) {\n      total\n      pageNum\n      pageSize\n      records {\n        id\n        name\n        logo\n        institutionName\n        summary\n        applyCount\n        productType {\n          code\n          label\n        }\n        guaranteeMethods {\n          code\n          label\n        }\n        minAmount\n        maxAmount\n        rateMin\n        rateMax\n        minTerm\n        maxTerm\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;