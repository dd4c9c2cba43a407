interface TypeEntry {
  code: number;
  label: string;
}

interface IconEntry {
  id: string;
  name: string;
  logo: string;
  institutionType: { code: number };
}

export interface RecommendedData<I extends IconEntry> {
  lookups: { recommendedInstitutionTypes: readonly TypeEntry[] };
  institutionCounts: { byType: readonly { institutionType: { code: number }; count: number }[] };
  institutionIcons: readonly I[];
}

export interface RecommendedGroup<I extends IconEntry> {
  type: TypeEntry;
  /** Institutions of the type in service, as the gateway counted them. */
  count: number;
  institutions: I[];
}

/** One group per recommended type, in the lookup's order, with its count and its institutions' icons. */
export function recommendedGroups<I extends IconEntry>(data: RecommendedData<I>): RecommendedGroup<I>[] {
  return data.lookups.recommendedInstitutionTypes.map((type) => ({
    type,
    count: data.institutionCounts.byType.find((entry) => entry.institutionType.code === type.code)?.count ?? 0,
    institutions: data.institutionIcons.filter((icon) => icon.institutionType.code === type.code),
  }));
}
