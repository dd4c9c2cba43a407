import { regionDivisions } from './region-divisions.ts';

export const ADDRESS_MESSAGES = {
  district: '所在区县须为广州市的区，请从地址列表中选择',
  street: '所在街道须为所选区县的街道，请从地址列表中选择',
} as const;

/**
 * Which part of an office address is not of the region's address data (what /zzzttt/address/data lists): the
 * district by name, the street by name within that district; null when both are real. These names become public
 * statistics groups and dashboard rows, so nothing else is stored.
 */
export function regionAddressIssue(districtName: string, streetName: string): 'district' | 'street' | null {
  const divisions = regionDivisions();
  const district = divisions.districts.find((candidate) => candidate.name === districtName);
  if (!district) return 'district';
  const streets = divisions.streetsByDistrict.get(district.code) ?? [];
  return streets.some((street) => street.name === streetName) ? null : 'street';
}
