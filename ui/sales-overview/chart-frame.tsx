import { useRef, type MouseEvent, type ReactNode } from 'react';
import { ParentSize } from '@visx/responsive';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';

export const CHART_HEIGHT = 280;

/** What the chart under the pointer shows of one bar or slice: its label and its values, already formatted. */
export interface ChartTip {
  label: string;
  lines: string[];
}

/** Puts the tip of a mark beside the pointer, or takes it away. */
export interface ChartTipControl {
  show(event: MouseEvent<SVGElement>, tip: ChartTip): void;
  hide(): void;
}

/**
 * A chart's frame: as wide as its panel and CHART_HEIGHT high, with a tip beside the pointer. The drawing is for the
 * eye alone (hidden from assistive technology): the panel's table view holds the same figures, and its rows open
 * what lies below them from the keyboard too.
 */
export function ChartFrame(props: { children: (width: number, tips: ChartTipControl) => ReactNode; legend?: { key: string; label: string; colour: string }[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<ChartTip>();
  const tips: ChartTipControl = {
    show(event, tip) {
      const bounds = frame.current?.getBoundingClientRect();
      showTooltip({ tooltipData: tip, tooltipLeft: event.clientX - (bounds?.left ?? 0), tooltipTop: event.clientY - (bounds?.top ?? 0) });
    },
    hide: hideTooltip,
  };
  return (
    <div className="sales-chart" ref={frame} aria-hidden="true">
      {/* The measured box must hold its own height: ParentSize lays its content over the box, not into it. */}
      <div className="sales-chart__drawing" style={{ height: CHART_HEIGHT }}>
        <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? props.children(width, tips) : null)}</ParentSize>
      </div>
      {props.legend && (
        <ul className="sales-chart__legend">
          {props.legend.map((entry) => (
            <li key={entry.key}>
              <svg width="12" height="12">
                <rect width="12" height="12" fill={entry.colour} />
              </svg>
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      {tooltipOpen && tooltipData && (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} className="sales-chart__tip" unstyled applyPositionStyle>
          <strong>{tooltipData.label}</strong>
          {tooltipData.lines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </TooltipWithBounds>
      )}
    </div>
  );
}

/** The lowest and highest value a value axis must reach: zero always, so bars start from it. */
export function valueDomain(values: number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  return [low, high === low ? low + 1 : high];
}
