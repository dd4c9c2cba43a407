import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Label–value rows in two columns (one on a phone), as the workbench's detail blocks show what they know of an
 * application or a company.
 */
export function DefinitionList({
  rows,
  labelWidth = '6em',
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  labelWidth?: string;
}) {
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
      columnGap="8"
      rowGap="2"
    >
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={labelWidth}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
