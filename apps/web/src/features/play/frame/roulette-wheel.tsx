import { useEffect, useRef } from 'react';
import { colourOf } from './roulette-layout';

/** The pockets of a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
  35, 3, 26,
];
const STEP = 360 / WHEEL_ORDER.length;
const SPIN_MS = 3600;
const FILL = { red: '#c0202c', black: '#17171f', green: '#12854a' } as const;

/** Where the wheel rests so that a pocket is under the ball (the ball rests at the top). */
export const restingAngle = (pocket: number) => -WHEEL_ORDER.indexOf(pocket) * STEP;

const polar = (radius: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(a)).toFixed(2)} ${(radius * Math.sin(a)).toFixed(2)}`;
};

/** One pocket: a ring sector from the inner to the outer radius, its number upright on the rim. */
function Pocket({ index, pocket }: { index: number; pocket: number }) {
  const from = index * STEP - STEP / 2;
  const to = from + STEP;
  const d = `M${polar(88, from)} A88 88 0 0 1 ${polar(88, to)} L${polar(56, to)} A56 56 0 0 0 ${polar(56, from)}Z`;
  return (
    <g data-pocket={pocket}>
      <path d={d} fill={FILL[colourOf(pocket)]} stroke="#c9a24a" strokeWidth="0.8" />
      <text transform={`rotate(${index * STEP}) translate(0 -79)`} textAnchor="middle" dominantBaseline="central">
        {pocket}
      </text>
    </g>
  );
}

interface WheelProps {
  /** The pocket the wheel rests on (null before any spin). */
  pocket: number | null;
  /** The round whose pocket to spin to; a new value starts a spin. */
  spinFor: number | null;
  reducedMotion: boolean;
  onLanded: () => void;
}

/**
 * The wheel, drawn in SVG: it turns one way, the ball the other, and the ball drops into the pocket
 * the server drew. Decorative: the result is announced as text beside it.
 */
export function RouletteWheelArt({ pocket, spinFor, reducedMotion, onLanded }: WheelProps) {
  const wheel = useRef<SVGGElement>(null);
  const ball = useRef<SVGGElement>(null);
  const landed = useRef(onLanded);
  useEffect(() => {
    landed.current = onLanded;
  });

  useEffect(() => {
    if (spinFor === null || pocket === null) return;
    const end = restingAngle(pocket);
    if (reducedMotion || !wheel.current?.animate || !ball.current?.animate) {
      landed.current();
      return;
    }
    const easing = 'cubic-bezier(0.12, 0.6, 0.2, 1)';
    const turns = wheel.current.animate([{ transform: `rotate(${end + 720}deg)` }, { transform: `rotate(${end}deg)` }], {
      duration: SPIN_MS,
      easing,
    });
    const orbit = ball.current.animate(
      [
        { transform: 'rotate(-1080deg) translateY(-29px)' },
        { transform: 'rotate(-200deg) translateY(-29px)', offset: 0.7 },
        { transform: 'rotate(-30deg) translateY(-6px)', offset: 0.88 },
        { transform: 'rotate(0deg) translateY(0)' },
      ],
      { duration: SPIN_MS, easing },
    );
    orbit.onfinish = () => landed.current();
    return () => {
      turns.cancel();
      orbit.cancel();
    };
  }, [spinFor, pocket, reducedMotion]);

  const rest = pocket === null ? 0 : restingAngle(pocket);
  return (
    <svg className="wheel" viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <circle r="99" fill="#5b3413" stroke="#c9a24a" strokeWidth="2" />
      <g ref={wheel} className="wheel__rotor" style={{ transform: `rotate(${rest}deg)` }}>
        {WHEEL_ORDER.map((n, i) => (
          <Pocket key={n} index={i} pocket={n} />
        ))}
        <circle r="56" fill="#7a4a1c" stroke="#c9a24a" strokeWidth="1.5" />
        <circle r="38" fill="#9a6426" />
        <g stroke="#e9cf7a" strokeWidth="5" strokeLinecap="round">
          <path d="M0 -30V30M-30 0H30" />
        </g>
        <circle r="10" fill="#e9cf7a" stroke="#8a6a1a" strokeWidth="2" />
      </g>
      {pocket !== null && (
        <g ref={ball} className="wheel__ball">
          <circle cy="-64" r="5" fill="#fdfdfd" stroke="#777" strokeWidth="1" />
        </g>
      )}
      <path d="M0 -99 6 -90h-12Z" fill="#e9cf7a" />
    </svg>
  );
}
