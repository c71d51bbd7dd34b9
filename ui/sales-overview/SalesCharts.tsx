import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Pie } from '@visx/shape';
import { CHART_HEIGHT, ChartFrame, valueDomain } from './chart-frame';

export interface ChartPoint {
  key: string;
  label: string;
  value: number;
  /** A second value beside the first (last year's month). */
  compare?: number;
}

/** Colours of the series and slices, each readable against the page's white at the contrast charts need. */
const PALETTE = ['#1f5fa8', '#c2571a', '#2e7d4f', '#8a3ea8', '#a8861f', '#1f8a8a', '#a81f4f', '#5a5a5a'];
/** Axis text and grid lines, dark enough against white for small text. */
const AXIS_COLOUR = '#3d3d3d';
const GRID_COLOUR = '#d6d6d6';

const AXIS_TEXT = { fill: AXIS_COLOUR, fontSize: 12 } as const;
/** Room for the value axis's ticks beside a vertical bar chart, and for the category names beside a horizontal one. */
const VALUE_AXIS_WIDTH = 90;
const CATEGORY_AXIS_WIDTH = 140;
const MARGIN = { top: 8, right: 16, bottom: 28 };
/** The room a month's name needs under its bars: on a phone only every second or third month is named. */
const MONTH_LABEL_WIDTH = 36;
/** A category name longer than the axis has room for ends in an ellipsis; the tip shows it whole. */
const CATEGORY_LABEL_CHARACTERS = 20;

const everyNth = <T,>(items: T[], n: number) => items.filter((_, index) => index % n === 0);
const shortened = (label: string) => (label.length > CATEGORY_LABEL_CHARACTERS ? `${label.slice(0, CATEGORY_LABEL_CHARACTERS - 1)}…` : label);

/**
 * The sales figures' charts, drawn with visx (d3's scales and shapes as React SVG). This module is loaded only by the
 * sales pages, when a chart first shows, so the chart library never weighs on sign-in or any other page.
 */
export function ComparisonBarChart(props: { points: ChartPoint[]; valueName: string; compareName: string; format: (value: number) => string }) {
  const series = [
    { name: props.valueName, colour: PALETTE[0]!, value: (point: ChartPoint) => point.value },
    { name: props.compareName, colour: PALETTE[1]!, value: (point: ChartPoint) => point.compare ?? 0 },
  ];
  return (
    <ChartFrame legend={series.map((entry, index) => ({ key: String(index), label: entry.name, colour: entry.colour }))}>
      {(width, tips) => {
        const innerWidth = Math.max(0, width - VALUE_AXIS_WIDTH - MARGIN.right);
        const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
        const months = scaleBand({ domain: props.points.map((point) => point.key), range: [0, innerWidth], padding: 0.2 });
        const within = scaleBand({ domain: series.map((_, index) => index), range: [0, months.bandwidth()], padding: 0.05 });
        const values = scaleLinear({ domain: valueDomain(props.points.flatMap((point) => series.map((entry) => entry.value(point)))), range: [innerHeight, 0], nice: true });
        const labels = new Map(props.points.map((point) => [point.key, point.label]));
        return (
          <svg width={width} height={CHART_HEIGHT}>
            <Group left={VALUE_AXIS_WIDTH} top={MARGIN.top}>
              <GridRows scale={values} width={innerWidth} stroke={GRID_COLOUR} strokeDasharray="3 3" />
              {props.points.map((point) => (
                <Group key={point.key} left={months(point.key) ?? 0}>
                  {series.map((entry, index) => {
                    const value = entry.value(point);
                    const top = values(Math.max(0, value));
                    return (
                      <Bar
                        key={index}
                        x={within(index) ?? 0}
                        y={top}
                        width={within.bandwidth()}
                        height={Math.abs(values(value) - values(0))}
                        fill={entry.colour}
                        onMouseMove={(event) => tips.show(event, { label: point.label, lines: series.map((each) => `${each.name}: ${props.format(each.value(point))}`) })}
                        onMouseLeave={tips.hide}
                      />
                    );
                  })}
                </Group>
              ))}
              <AxisLeft scale={values} tickFormat={(value) => props.format(Number(value))} stroke={AXIS_COLOUR} tickStroke={AXIS_COLOUR} tickLabelProps={AXIS_TEXT} numTicks={5} />
              <AxisBottom top={innerHeight} scale={months} tickValues={everyNth(months.domain(), Math.ceil(MONTH_LABEL_WIDTH / Math.max(1, months.step())))} tickFormat={(key) => labels.get(key) ?? key} stroke={AXIS_COLOUR} tickStroke={AXIS_COLOUR} tickLabelProps={AXIS_TEXT} />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}

/** Shares of a whole; a slice opens what lies below it when the chart allows it. */
export function ShareChart(props: { points: ChartPoint[]; format: (value: number) => string; onOpen?: (key: string) => void }) {
  const positive = props.points.filter((point) => point.value > 0);
  const colourOf = (index: number) => PALETTE[index % PALETTE.length]!;
  return (
    <ChartFrame legend={positive.map((point, index) => ({ key: point.key, label: point.label, colour: colourOf(index) }))}>
      {(width, tips) => {
        const radius = (Math.min(width, CHART_HEIGHT) / 2) * 0.75;
        return (
          <svg width={width} height={CHART_HEIGHT}>
            <Group left={width / 2} top={CHART_HEIGHT / 2}>
              <Pie data={positive} pieValue={(point) => point.value} outerRadius={radius} pieSort={null} pieSortValues={null}>
                {(pie) =>
                  pie.arcs.map((arc, index) => (
                    <path
                      key={arc.data.key}
                      d={pie.path(arc) ?? ''}
                      fill={colourOf(index)}
                      stroke="#ffffff"
                      cursor={props.onOpen ? 'pointer' : undefined}
                      onClick={() => props.onOpen?.(arc.data.key)}
                      onMouseMove={(event) => tips.show(event, { label: arc.data.label, lines: [props.format(arc.data.value)] })}
                      onMouseLeave={tips.hide}
                    />
                  ))
                }
              </Pie>
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}

/** Figures side by side, largest first; a bar opens what lies below it when the chart allows it. */
export function FigureBarChart(props: { points: ChartPoint[]; valueName: string; format: (value: number) => string; onOpen?: (key: string) => void }) {
  return (
    <ChartFrame>
      {(width, tips) => {
        const innerWidth = Math.max(0, width - CATEGORY_AXIS_WIDTH - MARGIN.right);
        const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
        const categories = scaleBand({ domain: props.points.map((point) => point.key), range: [0, innerHeight], padding: 0.2 });
        const values = scaleLinear({ domain: valueDomain(props.points.map((point) => point.value)), range: [0, innerWidth], nice: true });
        const labels = new Map(props.points.map((point) => [point.key, point.label]));
        return (
          <svg width={width} height={CHART_HEIGHT}>
            <Group left={CATEGORY_AXIS_WIDTH} top={MARGIN.top}>
              <GridColumns scale={values} height={innerHeight} stroke={GRID_COLOUR} strokeDasharray="3 3" />
              {props.points.map((point) => (
                <Bar
                  key={point.key}
                  x={values(Math.min(0, point.value))}
                  y={categories(point.key) ?? 0}
                  width={Math.abs(values(point.value) - values(0))}
                  height={categories.bandwidth()}
                  fill={PALETTE[2]}
                  cursor={props.onOpen ? 'pointer' : undefined}
                  onClick={() => props.onOpen?.(point.key)}
                  onMouseMove={(event) => tips.show(event, { label: point.label, lines: [`${props.valueName}: ${props.format(point.value)}`] })}
                  onMouseLeave={tips.hide}
                />
              ))}
              <AxisLeft scale={categories} tickFormat={(key) => shortened(labels.get(key) ?? key)} stroke={AXIS_COLOUR} tickStroke={AXIS_COLOUR} tickLabelProps={AXIS_TEXT} />
              <AxisBottom top={innerHeight} scale={values} tickFormat={(value) => props.format(Number(value))} stroke={AXIS_COLOUR} tickStroke={AXIS_COLOUR} tickLabelProps={AXIS_TEXT} numTicks={4} />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
