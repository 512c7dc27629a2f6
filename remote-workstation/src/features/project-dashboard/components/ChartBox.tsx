import { lazy, Suspense, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { ChartCanvasProps } from './chart-canvas';

// The chart library arrives with the first chart, after the page's figures are on screen.
const ChartCanvas = lazy(() => import(/* webpackChunkName: "charts" */ './chart-canvas'));

/** A card with a title, the figures that matter as text, and the chart under them (or what to say instead). */
export function ChartBox({
  title,
  figures,
  chart,
  children,
}: {
  title: ReactNode;
  figures?: ReactNode;
  chart?: ChartCanvasProps;
  children?: ReactNode;
}) {
  return (
    <Card size="small" title={title} styles={{ body: { minWidth: 0 } }}>
      {figures}
      {chart && (
        <Suspense
          fallback={
            <div style={{ height: chart.height }} aria-busy="true">
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </div>
          }
        >
          <ChartCanvas {...chart} />
        </Suspense>
      )}
      {children}
    </Card>
  );
}
