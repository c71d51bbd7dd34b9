import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Colours of the series and slices, each readable against the page's white at the contrast charts need. */
const PALETTE = ['#1f5fa8', '#c2571a', '#2e7d4f', '#8a3ea8', '#a8861f', '#1f8a8a', '#a81f4f', '#5a5a5a'];
const CHART_HEIGHT = 280;

export interface ChartPoint {
  key: string;
  label: string;
  value: number;
  /** A second value beside the first (last year's month). */
  compare?: number;
}

/**
 * The sales figures' charts on Recharts. This module is loaded only by the sales pages, when a chart first shows, so
 * the chart library never weighs on sign-in or any other page.
 */
export function ComparisonBarChart(props: { points: ChartPoint[]; valueName: string; compareName: string; format: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={props.points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={props.format} width={90} />
        <Tooltip formatter={(value) => props.format(Number(value))} />
        <Legend />
        <Bar dataKey="value" name={props.valueName} fill={PALETTE[0]} />
        <Bar dataKey="compare" name={props.compareName} fill={PALETTE[1]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Shares of a whole; a slice opens what lies below it when the chart allows it. */
export function ShareChart(props: { points: ChartPoint[]; format: (value: number) => string; onOpen?: (key: string) => void }) {
  const positive = props.points.filter((point) => point.value > 0);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <PieChart>
        <Pie data={positive} dataKey="value" nameKey="label" outerRadius="75%" onClick={(slice: { payload?: ChartPoint }) => slice.payload && props.onOpen?.(slice.payload.key)} cursor={props.onOpen ? 'pointer' : undefined}>
          {positive.map((point, index) => (
            <Cell key={point.key} fill={PALETTE[index % PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => props.format(Number(value))} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Figures side by side, largest first; a bar opens what lies below it when the chart allows it. */
export function FigureBarChart(props: { points: ChartPoint[]; valueName: string; format: (value: number) => string; onOpen?: (key: string) => void }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={props.points} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={props.format} />
        <YAxis type="category" dataKey="label" width={140} />
        <Tooltip formatter={(value) => props.format(Number(value))} />
        <Bar dataKey="value" name={props.valueName} fill={PALETTE[2]} cursor={props.onOpen ? 'pointer' : undefined} onClick={(bar: { payload?: ChartPoint }) => bar.payload && props.onOpen?.(bar.payload.key)} />
      </BarChart>
    </ResponsiveContainer>
  );
}
