/**
 * The institution overview and the postal-bank zone (docs/gateway-api.md, "Institution overview"): public catalogue
 * answers the gateway keeps by catalogue version.
 */
import { z } from 'zod';
import { INSTITUTION_TYPES } from '../catalog-codes.ts';
import type { ProductRecord } from './catalog.ts';
import { jsonObject } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** An institution in service as the icon wall shows it. */
export interface InstitutionIconRecord {
  id: number;
  orgName: string;
  orgType: number;
  logo: string;
}

/** How many institutions of one type are in service. */
export interface InstitutionTypeCountRecord {
  orgType: number;
  count: number;
}

/** Institutions in service: all of them, and one entry per type with at least one, by type code. */
export interface InstitutionCountRecord {
  total: number;
  types: InstitutionTypeCountRecord[];
}

const TYPES_MESSAGE = '机构类型取值无效';

/** Type codes as a JSON array or comma-joined text ("1,2,4"); blank or missing means every type. */
const orgTypes = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string') return value.split(',').map((part) => Number(part.trim()));
    return value;
  },
  z
    .array(z.number({ error: TYPES_MESSAGE }), { error: TYPES_MESSAGE })
    .max(INSTITUTION_TYPES.length, { error: TYPES_MESSAGE })
    .refine((codes) => codes.every((code) => (INSTITUTION_TYPES as readonly number[]).includes(code)), {
      error: TYPES_MESSAGE,
    })
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
);

/** Institutions in service (of the given types when asked), by type, then sort order, then id. */
export const institutionIcons = route<InstitutionIconRecord[]>()({
  method: 'POST',
  path: '/org/financial/org/icon/list/front',
  inputIn: 'body',
  input: jsonObject({ orgTypes }),
});

/** Counts of the institutions in service by type. */
export const institutionCounts = routeWithoutInput<InstitutionCountRecord>()(
  'POST',
  '/org/financial/org/count/all/front',
);

/** The offered products of the postal-bank full-process flow (loanIndustry 7). */
export const postalProducts = routeWithoutInput<ProductRecord[]>()('POST', '/loan/product/pc/postal/list');
