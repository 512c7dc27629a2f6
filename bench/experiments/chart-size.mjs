#!/usr/bin/env node
// Experiment of docs/decisions/0012-charts.md: what each candidate chart library costs the dashboard page. Each
// candidate draws the page's charts (a doughnut, vertical bars, horizontal stacked bars, with tooltip and legend)
// from its smallest entry points, bundled alone for production by rspack (the apps' bundler, minified with its
// default minifier), then compressed as the build's precompression does (brotli quality 10, gzip level 9).
// The candidates are installed apart from the workspace, so only the one chosen enters the lockfile:
//   npm install --prefix <dir> chart.js@4 echarts@6 uplot@1
//   node experiments/chart-size.mjs --modules=<dir>/node_modules
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { arg, printTable } from '../lib/servers.mjs';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const modules = arg('modules');
if (!modules) throw new Error('--modules=<dir>/node_modules: where the candidates are installed (see the header)');

const DATA = `const canvas = () => document.body.appendChild(document.createElement('canvas'));
const states = ['Started', 'In progress', 'Completed', 'Cancelled', 'Disputed'];
const counts = [3, 12, 8, 1, 1];
const weeks = ['Overdue', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const due = [2, 4, 1, 0, 3, 2, 1];`;

const ENTRIES = {
  'chart.js 4 (tree-shaken: bar, doughnut)': `
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, Tooltip } from 'chart.js';
${DATA}
Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip);
new Chart(canvas(), { type: 'doughnut', data: { labels: states, datasets: [{ data: counts }] } });
new Chart(canvas(), { type: 'bar', data: { labels: weeks, datasets: [{ data: due }] } });
new Chart(canvas(), { type: 'bar', data: { labels: ['CNY', 'USD'], datasets: [{ data: [40, 0] }, { data: [60, 100] }] },
  options: { indexAxis: 'y', scales: { x: { stacked: true }, y: { stacked: true } } } });`,
  'echarts 6 core (bar, pie; canvas renderer)': `
import * as echarts from 'echarts/core';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
${DATA}
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
const div = () => { const d = document.body.appendChild(document.createElement('div')); d.style.height = '200px'; return d; };
echarts.init(div()).setOption({ tooltip: {}, legend: {}, series: [{ type: 'pie', radius: ['50%', '70%'], data: states.map((name, i) => ({ name, value: counts[i] })) }] });
echarts.init(div()).setOption({ tooltip: {}, xAxis: { type: 'category', data: weeks }, yAxis: { type: 'value' }, series: [{ type: 'bar', data: due }] });
echarts.init(div()).setOption({ tooltip: {}, legend: {}, yAxis: { type: 'category', data: ['CNY', 'USD'] }, xAxis: { type: 'value' },
  series: [{ type: 'bar', stack: 'a', data: [40, 0] }, { type: 'bar', stack: 'a', data: [60, 100] }] });`,
  'echarts 6 core (bar, pie; SVG renderer)': `
import * as echarts from 'echarts/core';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
${DATA}
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
const div = () => { const d = document.body.appendChild(document.createElement('div')); d.style.height = '200px'; return d; };
echarts.init(div(), null, { renderer: 'svg' }).setOption({ series: [{ type: 'pie', data: states.map((name, i) => ({ name, value: counts[i] })) }] });
echarts.init(div(), null, { renderer: 'svg' }).setOption({ xAxis: { type: 'category', data: weeks }, yAxis: {}, series: [{ type: 'bar', data: due }] });`,
  'uPlot 1 (bars through paths.bars; no doughnut, no stacking: own code; its CSS apart)': `
import uPlot from 'uplot';
${DATA}
const bars = uPlot.paths.bars({ size: [0.6, 100] });
new uPlot({ width: 400, height: 200, scales: { x: { time: false } }, series: [{}, { paths: bars, fill: '#1677ff' }] },
  [due.map((_, i) => i), due], document.body);`,
};

const dir = mkdtempSync(join(tmpdir(), 'chart-size-'));
const rows = [];
try {
  for (const [name, source] of Object.entries(ENTRIES)) {
    const entry = join(dir, `${rows.length}.js`);
    writeFileSync(entry, source);
    await new Promise((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          target: 'web',
          entry,
          context: dir,
          output: { path: join(dir, `out${rows.length}`), filename: 'bundle.js' },
          resolve: { modules: [modules] },
          devtool: false,
        },
        (error, result) =>
          error || result.hasErrors() ? reject(error ?? new Error(result.toString({ all: false, errors: true }))) : resolve(result),
      ),
    );
    const js = readFileSync(join(dir, `out${rows.length}`, 'bundle.js'));
    const kb = (n) => (n / 1024).toFixed(1);
    const br = brotliCompressSync(js, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length;
    rows.push([name, kb(js.length), kb(gzipSync(js, { level: 9 }).length), kb(br)]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
printTable(['candidate', 'min KB', 'gzip KB', 'brotli KB'], rows, 1);
