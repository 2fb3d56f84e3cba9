import type { WheelSegmentView } from '@casino/contracts';
import { pointAt, segmentPath, segmentSpan } from './rules';
import { useSegmentLabel } from './segment-label';

const SIZE = 300;
const C = SIZE / 2;
const R = C - 6;
const COLOURS = ['#6d28d9', '#db2777', '#0891b2', '#ca8a04', '#16a34a', '#dc2626', '#2563eb', '#9333ea'];

/**
 * The wheel in SVG: one slice per segment with its translated label, turned by `rotation` degrees. The turn
 * is a CSS transition (none under reduced motion, wheels.css); `onStop` fires when it ends.
 */
export function WheelArt({
  segments,
  currency,
  rotation,
  onStop,
}: {
  segments: readonly WheelSegmentView[];
  currency: string;
  rotation: number;
  onStop: () => void;
}) {
  const label = useSegmentLabel(currency);
  const span = segmentSpan(segments.length);
  return (
    <div className="wheel-art">
      <span className="wheel-art__pointer" aria-hidden="true" />
      <svg
        className="wheel-art__disc"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={onStop}
      >
        {segments.map((segment, i) => {
          const [x, y] = pointAt(C, R * 0.62, i * span);
          return (
            <g key={i}>
              <path d={segmentPath(i, segments.length, C, R)} fill={COLOURS[i % COLOURS.length]} stroke="#fff" strokeWidth="2" />
              <text
                x={x}
                y={y}
                className="wheel-art__label"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${i * span + 90} ${x} ${y})`}
              >
                {label(segment)}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={18} fill="#111827" stroke="#fff" strokeWidth="3" />
      </svg>
    </div>
  );
}
