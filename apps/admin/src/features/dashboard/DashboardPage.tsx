import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useLiveRefetch } from '@sme/ui/live';
import { useMemo, useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatTime } from '#shared/format/format.ts';
import { LIVE_DASHBOARD } from '#shared/live/live-subscriptions.ts';
import { downloadText } from '#shared/ui/download-text.ts';
import { EmptyRows, PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { DashboardFilters } from './DashboardFilters';
import { districtOption, institutionOption, monthlyOption, productTypeOption } from './dashboard-charts';
import { csvFileName, dashboardCsv } from './dashboard-csv';
import { readDashboard } from './dashboard-data';
import { type DashboardFilterInput, type DashboardForm, EMPTY_FORM, filterOf } from './dashboard-filter';
import { GovDashboardQuery } from './dashboard-operations';
import { InstitutionDrillDown } from './drill-down/InstitutionDrillDown';
import { EChart } from './EChart';
import { FiguresTable } from './FiguresTable';
// Issue 22, slice offers.
import { OfferFiguresBlock } from './offer-figures/OfferFiguresBlock';
// Issue 22, slice subsidy-pages.
import { SubsidyFiguresBlock } from './subsidy-figures/SubsidyFiguresBlock';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box bg="white" borderRadius="lg" p="5" boxShadow="sm">
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * 数据看板 (government viewer, operator): the platform's applications and what became of them, with the
 * institutions' response times and success rates — in total, by month, institution, district and product type, as
 * charts and tables; 导出CSV saves the same figures.
 */
export function DashboardPage() {
  const [form, setForm] = useState<DashboardForm>(EMPTY_FORM);
  const [filter, setFilter] = useState<DashboardFilterInput>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, loading } = useQuery(GovDashboardQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  useLiveRefetch({ subscription: LIVE_DASHBOARD, refetch: [GovDashboardQuery] });
  const answer = data?.govDashboard;
  const dashboard = useMemo(() => (answer ? readDashboard(answer) : undefined), [answer]);
  const options = useMemo(
    () =>
      dashboard
        ? {
            monthly: monthlyOption(dashboard.byMonth),
            institution: institutionOption(dashboard.byInstitution),
            district: districtOption(dashboard.byDistrict),
            productType: productTypeOption(dashboard.byProductType),
          }
        : null,
    [dashboard],
  );

  const apply = () => {
    const checked = filterOf(form);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setFilter(checked.filter);
  };

  return (
    <Box display="flex" flexDirection="column" gap="4">
      <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
        <HStack justify="space-between" mb="3" gap="3" flexWrap="wrap">
          <HStack gap="3" align="baseline" flexWrap="wrap">
            <Heading size="md">数据看板</Heading>
            {dashboard && (
              <Text fontSize="sm" color="gray.600" data-testid="dashboard-computed-at">
                数据更新于 {formatTime(dashboard.computedAt)}
              </Text>
            )}
          </HStack>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!dashboard}
            onClick={() => {
              if (dashboard) downloadText(csvFileName(dashboard.startDate, dashboard.endDate), dashboardCsv(dashboard));
            }}
          >
            导出CSV
          </Button>
        </HStack>
        <DashboardFilters
          form={form}
          onChange={setForm}
          onApply={apply}
          onReset={() => {
            setForm(EMPTY_FORM);
            setProblem(null);
            setFilter({});
          }}
          problem={problem}
        />
        {dashboard ? (
          <>
            <Text fontSize="sm" color="gray.500" mb="3">
              金额单位：万元。成功率 = 放款笔数 ÷ 办结笔数（审核未通过、未受理、授信失败、放款、放款失败；不含撤回）。
              响应用时自提交（需求自被认领）起算；目标为 {dashboard.viewTargetWorkingDays} 个工作日内查看、
              {dashboard.decideTargetWorkingDays} 个工作日内作出授信决定。
            </Text>
            <FiguresTable
              rows={[{ label: '全部', figures: dashboard.totals }]}
              groupTitle="汇总"
              testId="dashboard-totals"
            />
          </>
        ) : error ? (
          <PageFailure error={error} />
        ) : loading ? (
          <PageLoading />
        ) : null}
      </Box>
      {dashboard && <OfferFiguresBlock filter={filter} />}
      {dashboard && <SubsidyFiguresBlock />}
      {dashboard && options ? (
        dashboard.totals.applyCount === 0 ? (
          <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
            <EmptyRows text="筛选条件下暂无申请" />
          </Box>
        ) : (
          <>
            <Section title="月度趋势">
              <EChart option={options.monthly} label="月度申请、授信、放款金额与申请笔数" />
              <FiguresTable rows={dashboard.byMonth} groupTitle="月份" testId="dashboard-by-month" />
            </Section>
            <Section title="金融机构：响应时效与成功率">
              <EChart option={options.institution} label="各金融机构响应用时中位数与成功率" />
              <FiguresTable rows={dashboard.byInstitution} groupTitle="金融机构" testId="dashboard-by-institution" />
              <InstitutionDrillDown
                institutions={dashboard.byInstitution}
                startDate={dashboard.startDate}
                endDate={dashboard.endDate}
              />
            </Section>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <Section title="区县分布">
                <EChart option={options.district} label="各区县申请与放款金额" />
              </Section>
              <Section title="产品类型占比">
                <EChart option={options.productType} label="各产品类型申请笔数占比" />
              </Section>
            </SimpleGrid>
            <Section title="区县明细">
              <FiguresTable rows={dashboard.byDistrict} groupTitle="区县" testId="dashboard-by-district" />
            </Section>
            <Section title="产品类型明细">
              <FiguresTable rows={dashboard.byProductType} groupTitle="产品类型" testId="dashboard-by-product-type" />
            </Section>
          </>
        )
      ) : null}
    </Box>
  );
}
