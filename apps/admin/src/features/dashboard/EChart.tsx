import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './dashboard-charts';

/**
 * One chart on a canvas. echarts is loaded by a dynamic import the first time a chart is drawn, so it is a chunk of
 * its own that only the dashboard asks for.
 */
export function EChart({ option, label, height = 320 }: { option: ChartOption; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { resize(): void; dispose(): void } | undefined;
    const resize = () => chart?.resize();
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      instance.setOption(option);
      chart = instance;
    });
    window.addEventListener('resize', resize);
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [option]);
  return <Box ref={box} h={`${height}px`} w="100%" role="img" aria-label={label} data-testid="dashboard-chart" />;
}
