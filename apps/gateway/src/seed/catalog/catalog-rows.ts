import type { Insertable } from 'kysely';
import type { FinancialOrgTable, LoanProductTable } from '#db/schema.ts';
import { bankProductSeeds } from './bank-products.data.ts';
import { institutionSeeds as otherInstitutionSeeds } from './institutions.data.ts';
import { nonBankProductSeeds } from './nonbank-products.data.ts';
import { postalInstitutionSeed, postalProductSeed } from './postal-bank.data.ts';
import type { InstitutionSeed, ProductSeed } from './seed-types.ts';
import { logoDataUrl } from './svg-logo.ts';
import { zoneProductSeeds } from './zone-products.data.ts';

/** Every demo product, in insertion order (the postal bank's and the zones' last: added to seeded catalogues later). */
export const productSeeds: ProductSeed[] = [
  ...bankProductSeeds,
  ...nonBankProductSeeds,
  postalProductSeed,
  ...zoneProductSeeds,
];
/** Every demo institution, in insertion order. */
export const institutionSeeds: InstitutionSeed[] = [...otherInstitutionSeeds, postalInstitutionSeed];

export function institutionRow(seed: InstitutionSeed): Insertable<FinancialOrgTable> {
  return {
    org_name: seed.orgName,
    org_type: seed.orgType,
    logo: logoDataUrl({ label: seed.shortName, color: seed.brandColor, title: seed.orgName }),
    intro: seed.intro.join('\n'),
    address: seed.address,
    phone: seed.phone,
    if_normal: seed.ifNormal,
    sort: seed.sort,
    created_at: seed.joinedAt,
  };
}

/** The product as a row; its logo takes the brand colour of the institution that offers it. */
export function productRow(
  seed: ProductSeed,
  org: { id: number; seed: InstitutionSeed },
): Insertable<LoanProductTable> {
  const label = seed.logoLabel ?? [...seed.productName.replace(org.seed.shortName, '')].slice(0, 2).join('');
  return {
    org_id: org.id,
    product_name: seed.productName,
    product_type: seed.productType,
    loan_industry: seed.loanIndustry ?? null,
    logo: logoDataUrl({ label, color: org.seed.brandColor, title: seed.productName }),
    guarantee_methods: seed.guaranteeMethods,
    repay_methods: seed.repayMethods,
    min_amount: seed.minAmount,
    max_amount: seed.maxAmount,
    rate_min: seed.rateMin,
    rate_max: seed.rateMax,
    min_period: seed.minPeriod,
    max_period: seed.maxPeriod,
    summary: seed.summary,
    introduction: seed.introduction.join('\n'),
    conditions: seed.conditions.join('\n'),
    materials: seed.materials.join('\n'),
    apply_count: seed.applyCount,
    top_weight: seed.topWeight,
    on_shelf: seed.onShelf,
    created_at: seed.publishedAt,
  };
}
