import { TRACING_SAMPLE_RATE } from '@casino/contracts';

/** ERR-12 CONST-31: whether this page load is traced, one in twenty; the tracer itself loads only then. */
export function isTracedLoad(random: () => number = Math.random): boolean {
  return random() < TRACING_SAMPLE_RATE;
}
