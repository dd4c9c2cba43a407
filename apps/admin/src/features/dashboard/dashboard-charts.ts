import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { DashboardGroup } from './dashboard-data';

/** The options of the dashboard's four charts, from the same groups the tables show (pure: no echarts at run time). */

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

type Groups = readonly DashboardGroup[];

const COLORS = ['#1a5fb4', '#26a269', '#e66100', '#9141ac', '#c01c28', '#986a44', '#63452c'];
const GRID = { left: 56, right: 56, top: 48, bottom: 64, containLabel: true };
/** What the three axis charts share: the palette, one tooltip for a whole column, the legend on top, the grid. */
const AXIS_CHART = {
  color: COLORS,
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: GRID,
} satisfies ChartOption;
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** 月度趋势: amounts asked, credited and lent as bars (万元), applications as a line on the right axis. */
export function monthlyOption(groups: Groups): ChartOption {
  return {
    ...AXIS_CHART,
    xAxis: { type: 'category', data: groups.map((group) => group.label) },
    yAxis: [
      { type: 'value', name: '万元' },
      { type: 'value', name: '笔数', splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: '申请金额', data: groups.map((group) => group.figures.applyAmount) },
      { type: 'bar', name: '授信金额', data: groups.map((group) => group.figures.creditAmount) },
      { type: 'bar', name: '放款金额', data: groups.map((group) => group.figures.loanAmount) },
      {
        type: 'line',
        name: '申请笔数',
        yAxisIndex: 1,
        smooth: true,
        data: groups.map((group) => group.figures.applyCount),
      },
    ],
  };
}

/** 机构响应与成功率: median hours to view and to decide (bars), the success rate (line, %). */
export function institutionOption(groups: Groups): ChartOption {
  const served = groups.filter((group) => group.key !== null);
  return {
    ...AXIS_CHART,
    xAxis: { type: 'category', data: served.map((group) => group.label), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: [
      { type: 'value', name: '小时' },
      { type: 'value', name: '%', max: 100, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: '查看用时中位数', data: served.map((group) => group.figures.viewMedianHours) },
      { type: 'bar', name: '决定用时中位数', data: served.map((group) => group.figures.decideMedianHours) },
      {
        type: 'line',
        name: '成功率',
        yAxisIndex: 1,
        data: served.map((group) => percent(group.figures.successRate)),
      },
    ],
  };
}

/** 区县分布: amounts asked and lent by district. */
export function districtOption(groups: Groups): ChartOption {
  return {
    ...AXIS_CHART,
    xAxis: { type: 'category', data: groups.map((group) => group.label), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: { type: 'value', name: '万元' },
    series: [
      { type: 'bar', name: '申请金额', data: groups.map((group) => group.figures.applyAmount) },
      { type: 'bar', name: '放款金额', data: groups.map((group) => group.figures.loanAmount) },
    ],
  };
}

/** 产品类型占比: applications by product type (published needs as their own slice). */
export function productTypeOption(groups: Groups): ChartOption {
  return {
    color: COLORS,
    tooltip: { trigger: 'item', formatter: '{b}：{c}笔（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        name: '申请笔数',
        radius: ['35%', '65%'],
        data: groups.map((group) => ({ name: group.label, value: group.figures.applyCount })),
      },
    ],
  };
}
