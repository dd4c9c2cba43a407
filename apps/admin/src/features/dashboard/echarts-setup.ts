import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * echarts with only what the dashboard draws (bars, lines, a pie; grid, legend, tooltip; the canvas renderer).
 * Imported only by a dynamic import() of EChart, so neither the login screen nor the other screens carry it.
 */
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
