import { ApiError } from '#http/api-error.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { type Division, regionDivisions } from './domain/region-divisions.ts';
import { DIVISION_MESSAGES, divisionParams } from './params/division-params.ts';

/** 行政区划 of the region for the application form's office address (docs/gateway-api.md, "Address data"). */
export function divisionRoutes(): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/zzzttt/address/data',
      handler: async (req): Promise<readonly Division[]> => {
        const params = parseInput(divisionParams, req.query);
        const divisions = regionDivisions();
        if (params.level === 1) return divisions.districts;
        const streets = divisions.streetsByDistrict.get(params.parentCode);
        if (!streets) throw ApiError.badParams(DIVISION_MESSAGES.unknownParent);
        return streets;
      },
    },
  ];
}
