import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';

export interface CompanyOption {
  id: string;
  companyName: string;
  uniformCode: string;
  current?: boolean;
  ifCertification?: boolean;
}

interface CompanyChoiceProps {
  companies: readonly CompanyOption[];
  busyId: string | null;
  onPick: (company: CompanyOption) => void;
}

/** The account's companies as a list to pick one from (spec /changeCompany). */
export function CompanyChoice({ companies, busyId, onPick }: CompanyChoiceProps) {
  return (
    <Stack gap="3" as="ul" aria-label="企业列表">
      {companies.map((company) => (
        <Box
          as="li"
          key={company.id}
          listStyleType="none"
          borderWidth="1px"
          borderColor={company.current ? 'brand.300' : 'gray.200'}
          bg={company.current ? 'brand.50' : 'white'}
          borderRadius="md"
          px="5"
          py="4"
          data-testid="company-option"
        >
          <HStack justify="space-between" gap="4">
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" color="gray.800">
                  {company.companyName || '尚未添加企业'}
                </Text>
                {company.current && <Badge colorPalette="brand">当前企业</Badge>}
                {company.ifCertification !== undefined && (
                  <Badge colorPalette={company.ifCertification ? 'green' : 'gray'}>
                    {company.ifCertification ? '已认证' : '未认证'}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="gray.600">
                统一社会信用代码：{company.uniformCode || '—'}
              </Text>
            </Stack>
            <Button
              colorPalette="brand"
              variant={company.current ? 'outline' : 'solid'}
              size="sm"
              disabled={company.current || (busyId !== null && busyId !== company.id)}
              loading={busyId === company.id}
              onClick={() => onPick(company)}
            >
              {company.current ? '当前企业' : '选择'}
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
