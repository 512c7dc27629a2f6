import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the pieces the dashboard draws: chart.js is tree-shaken to them (docs/decisions/0012-charts.md).
Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip);

export interface ChartCanvasProps {
  config: ChartConfiguration<'bar' | 'doughnut'>;
  /** What the chart shows, for a screen reader (the canvas is one image). */
  label: string;
  height: number;
}

/** One chart.js chart on a canvas, drawn again when its configuration changes. This module is the lazy chunk. */
export default function ChartCanvas({ config, label, height }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    // Drawn at once: the figures are the news, and a chart that grows on every resize costs a phone's CPU for nothing.
    const chart = new Chart(canvas.current, { ...config, options: { animation: false, ...config.options } } as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
