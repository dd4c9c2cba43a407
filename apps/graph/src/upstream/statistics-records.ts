/** Records of the gateway's institution overview (docs/gateway-api.md, "Institution overview"). */

export interface InstitutionIconRecord {
  id: number;
  orgName: string;
  orgType: number;
  logo: string;
}

export interface InstitutionTypeCountRecord {
  orgType: number;
  count: number;
}

export interface InstitutionCountRecord {
  total: number;
  types: InstitutionTypeCountRecord[];
}
