import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/** The gaps of each size: the workbench's compact blocks, the portal's roomier summary. */
const GAPS = { sm: { columnGap: '8', rowGap: '2' }, md: { columnGap: '10', rowGap: '3' } } as const;

/**
 * Label–value rows in two columns (one on a phone), as the workbench's detail blocks show what they know of an
 * application or a company and the portal shows its credit summary. Its recipe is passed, so it needs none in the theme.
 */
export function DefinitionList({
  rows,
  labelWidth = '6em',
  size = 'sm',
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  labelWidth?: string;
  size?: keyof typeof GAPS;
}) {
  return (
    <DataList.Root
      recipe={dataListSlotRecipe}
      orientation="horizontal"
      size={size}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
      {...GAPS[size]}
    >
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={labelWidth}>{label}</DataList.ItemLabel>
          {/* A credit code or an address has no break of its own: in 关怀版's type on a phone it would stick out. */}
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
