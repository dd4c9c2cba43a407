import { ADDRESS_MESSAGES, regionAddressIssue } from '#features/divisions/domain/region-address.ts';
import { ApiError } from '#http/api-error.ts';

/**
 * The office address of a parsed application must be the region's (what /zzzttt/address/data lists): the district by
 * name, then the street within it; otherwise -1000 with the field's text, as a parameter problem.
 */
export function refuseOffRegionAddress<Params extends { districtName: string; streetName: string }>(
  params: Params,
): Params {
  const issue = regionAddressIssue(params.districtName, params.streetName);
  if (issue) throw ApiError.badParams(ADDRESS_MESSAGES[issue]);
  return params;
}
