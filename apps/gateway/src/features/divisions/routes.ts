import { addressData, DIVISION_MESSAGES } from '@sme/contract/routes/divisions';
import { ApiError } from '#http/api-error.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { regionDivisions } from './domain/region-divisions.ts';

/** 行政区划 of the region for the application form's office address (docs/gateway-api.md, "Address data"). */
export function divisionRoutes(): RouteDef[] {
  return [
    contractRoute(addressData, async (_req, input) => {
      const params = input();
      const divisions = regionDivisions();
      if (params.level === 1) return [...divisions.districts];
      const streets = divisions.streetsByDistrict.get(params.parentCode);
      if (!streets) throw ApiError.badParams(DIVISION_MESSAGES.unknownParent);
      return [...streets];
    }),
  ];
}
