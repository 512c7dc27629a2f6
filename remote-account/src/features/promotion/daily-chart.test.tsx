import { fireEvent, render, screen, within } from '@testing-library/react';
import { DailyChart, niceMax } from './components/DailyChart';

const props = {
  days: ['Nov 25', 'Nov 26', 'Nov 27'],
  bars: { key: 'exposures', label: 'Exposure', values: [4, 0, 9] },
  line: { key: 'visits', label: 'Visits', values: [2, 0, 3] },
  summary: 'Exposure and visits per day: 13 exposure and 5 visits in total.',
  texts: { day: 'Day', showTable: 'Show as table', showChart: 'Show as chart' },
};

describe('the daily chart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 9, 10, 11, 48, 51, 240].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 100, 500]);
  });

  it('draws a bar per day to scale, the line through every day, and names the image with its summary', () => {
    render(<DailyChart {...props} />);
    const image = screen.getByRole('img', { name: props.summary });
    const bars = within(image as unknown as HTMLElement).getAllByTestId('chart-bar');
    expect(bars).toHaveLength(3);
    // The scale tops at 10: 9 is 90 % of the height (160), 0 is no bar.
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([64, 0, 144]);
    expect(bars[2].textContent).toBe('Nov 27: Exposure 9, Visits 3');
    expect(screen.getByTestId('chart-line').getAttribute('points')).toBe('5,128 15,160 25,112');
    expect(screen.getByText('10')).toBeTruthy();
  });

  it('has the figures as a table for a screen reader, and shows it instead of the drawing on demand', () => {
    render(<DailyChart {...props} />);
    const table = screen.getByRole('table', { name: props.summary });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayExposureVisits', 'Nov 2542', 'Nov 2600', 'Nov 2793']);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table', { name: props.summary })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img', { name: props.summary })).toBeTruthy();
  });

  it('draws an empty period flat on a scale of 1', () => {
    render(<DailyChart {...props} bars={{ ...props.bars, values: [0, 0, 0] }} line={{ ...props.line, values: [0, 0, 0] }} />);
    expect(screen.getAllByTestId('chart-bar').every((bar) => bar.getAttribute('height') === '0')).toBe(true);
    expect(screen.getByText('1')).toBeTruthy();
  });
});
