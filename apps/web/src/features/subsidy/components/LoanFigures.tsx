import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { type FragmentType, getFragmentData } from '#gql';
import { wanText } from '#shared/format/amount.ts';
import { SubsidyLoanFields } from '../subsidy-operations';

/** A lent loan's figures as the claim takes them (read-only: they come from the loan, not from the enterprise). */
export function LoanFigures({ loan: loanRef }: { loan: FragmentType<typeof SubsidyLoanFields> }) {
  const loan = getFragmentData(SubsidyLoanFields, loanRef);
  const rows: [string, string][] = [
    ['贷款产品', loan.productName ?? '—'],
    ['放款机构', loan.institutionName ?? '—'],
    ['申请编号', loan.applicationId],
    ['放款金额', wanText(loan.loanAmount)],
    ['年利率', `${loan.interestRate}%`],
    ['贷款期限', `${loan.loanPeriod}个月`],
    ['放款日期', loan.lendingDate],
  ];
  return (
    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="2" data-testid="subsidy-loan-figures">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="6em">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
