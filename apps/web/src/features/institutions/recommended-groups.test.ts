import { describe, expect, it } from 'vitest';
import { recommendedGroups } from './recommended-groups';

const icon = (id: string, code: number) => ({
  id,
  name: `机构${id}`,
  logo: `/logo/${id}.svg`,
  institutionType: { code },
});

describe('recommendedGroups', () => {
  it('groups the icons under each recommended type in order, with the counted number', () => {
    const groups = recommendedGroups({
      lookups: {
        recommendedInstitutionTypes: [
          { code: 1, label: '银行' },
          { code: 2, label: '担保公司' },
          { code: 10, label: '信托' },
        ],
      },
      institutionCounts: {
        byType: [
          { institutionType: { code: 1 }, count: 2 },
          { institutionType: { code: 3 }, count: 1 },
          { institutionType: { code: 10 }, count: 1 },
        ],
      },
      institutionIcons: [icon('1', 1), icon('2', 3), icon('3', 1), icon('4', 10)],
    });
    expect(groups.map((group) => [group.type.label, group.count, group.institutions.map((i) => i.id)])).toEqual([
      ['银行', 2, ['1', '3']],
      ['担保公司', 0, []],
      ['信托', 1, ['4']],
    ]);
  });
});
