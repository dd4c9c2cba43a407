import { Box, chakra, Flex, Grid, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData } from '#gql';
import { loanStatus } from '#shared/financing/loan-status.ts';
import { LogoImage } from '#shared/ui/LogoImage.tsx';
import { dateText, labelsText, rateText, wanText } from '../progress/display-rules';
import { ApplicationCardFields } from './applications-operations';
import { StatusBadge } from './StatusBadge';

export type ListKind = 'applications' | 'needs';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontSize="sm" color="gray.800" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

/**
 * A card of 我的融资申请 (logo, name, amount, guarantee, submit date, term, repayment, credit amount if any, status)
 * or of 我的融资需求 (amount, purpose, guarantee, submit date, term, highest rate, status) — spec §2.
 */
export function ApplicationCard({
  kind,
  record: recordRef,
  onOpen,
}: {
  kind: ListKind;
  record: FragmentType<typeof ApplicationCardFields>;
  onOpen: (id: string) => void;
}) {
  const record = getFragmentData(ApplicationCardFields, recordRef);
  const title = kind === 'applications' ? (record.productName ?? '融资申请') : '融资需求';
  return (
    <chakra.button
      type="button"
      textAlign="left"
      w="full"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="white"
      _hover={{ borderColor: 'brand.400', boxShadow: 'sm' }}
      onClick={() => onOpen(record.id)}
      data-testid="application-card"
      data-id={record.id}
    >
      <Flex justify="space-between" align="center" mb="3" gap="3">
        <HStack gap="3" minW="0">
          {kind === 'applications' && <LogoImage src={record.productLogo ?? ''} name={title} size="40px" />}
          <Text fontWeight="semibold" truncate>
            {title}
          </Text>
        </HStack>
        <StatusBadge status={loanStatus(record.status)} />
      </Flex>
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        <Figure label={kind === 'applications' ? '申请金额' : '融资金额'}>{wanText(record.applyAmount)}</Figure>
        {kind === 'needs' && <Figure label="贷款用途">{record.loanFor?.label ?? '无'}</Figure>}
        <Figure label="担保方式">{labelsText(record.guaranteeMethods)}</Figure>
        <Figure label="提交日期">{dateText(record.createTime)}</Figure>
        <Figure label={kind === 'applications' ? '借款期限' : '融资期限'}>{record.loanPeriod}个月</Figure>
        {kind === 'applications' && <Figure label="还款方式">{record.repayMethod?.label ?? '无'}</Figure>}
        {kind === 'applications' && record.creditAmount != null && (
          <Figure label="授信金额">{wanText(record.creditAmount)}</Figure>
        )}
        {kind === 'needs' && <Figure label="最高可接受利率">{rateText(record.interestRate)}</Figure>}
      </Grid>
    </chakra.button>
  );
}
