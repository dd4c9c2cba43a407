import { Badge, DataList, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';

interface CompanyFacts {
  companyName: string;
  uniformCode: string;
  legalPersonMasked: string;
  ifCertification: boolean;
  hasCheckedFace: boolean;
}

/** The company being certified: name, unified social credit code, the registry's legal representative (masked). */
export function CompanySummary({ verification }: { verification: CompanyFacts }) {
  const certified = verification.ifCertification && verification.hasCheckedFace;
  return (
    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="3" data-testid="verified-company">
      <DataList.Item>
        <DataList.ItemLabel minW="9em">企业名称</DataList.ItemLabel>
        <DataList.ItemValue>
          <Text fontWeight="semibold">{verification.companyName}</Text>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="9em">统一社会信用代码</DataList.ItemLabel>
        <DataList.ItemValue>{verification.uniformCode}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="9em">登记的法定代表人</DataList.ItemLabel>
        <DataList.ItemValue>{verification.legalPersonMasked || '未登记'}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="9em">认证状态</DataList.ItemLabel>
        <DataList.ItemValue>
          <Badge colorPalette={certified ? 'green' : 'orange'}>{certified ? '已认证' : '未认证'}</Badge>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
