// The JS twin of bench/scenarios.hpp: the same generator, checksum and
// inputs, so the plain-JS baselines and the JS API benches work on exactly
// what the C++ benches work on (run.mjs compares the checksums).
import { readFileSync } from 'node:fs';

export function mulberry32(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { next, below: (n) => next() % n };
}

export function fnv1a(values, h = 2166136261) {
  for (let i = 0; i < values.length; i++) {
    h ^= values[i];
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export const hex = (x) => (x >>> 0).toString(16).padStart(8, '0');

// random_dag() of scenarios.hpp: edges from a lower rank to a higher one,
// labels shuffled by Fisher-Yates.
export function randomDag(nodes, edges, seed) {
  const rng = mulberry32(seed);
  const label = new Uint32Array(nodes);
  for (let i = 0; i < nodes; i++) label[i] = i;
  for (let i = nodes - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = label[i];
    label[i] = label[j];
    label[j] = t;
  }
  const from = new Uint32Array(edges);
  const to = new Uint32Array(edges);
  for (let e = 0; e < edges; e++) {
    const u = rng.below(nodes - 1);
    const room = nodes - 1 - u;
    const reach = rng.below(4) === 0 ? room : Math.min(room, 64);
    const v = u + 1 + rng.below(reach);
    from[e] = label[u];
    to[e] = label[v];
  }
  return { nodes, from, to };
}

// nim_heaps() of scenarios.hpp.
export function nimHeaps(n, seed) {
  const rng = mulberry32(seed);
  const h = new Uint32Array(n);
  for (let i = 0; i < n; i++) h[i] = rng.below(1000);
  return h;
}

// coin_row() of scenarios.hpp, as the notation text.
export function coinRow(rule, n, seed) {
  const rng = mulberry32(seed);
  const row = new Array(n);
  for (let i = 0; i < n; i++) row[i] = rng.next() >>> 31 ? 'H' : 'T';
  return `coins(${rule}) ${row.join('')}`;
}

// The numeric command-line argument at process.argv[i], or `fallback`.
export const arg = (i, fallback) => (process.argv.length > i ? Number(process.argv[i]) : fallback);

// Seconds this (the main) thread has run, as the C++ benches measure it
// under node (bench_clock.hpp: wall time minus the time the thread waited
// for a CPU; V8's background compiler and garbage-collector threads are left
// out); the whole process's CPU time where Linux's /proc/thread-self is
// missing. Only differences of two readings mean anything.
function threadCpuSeconds() {
  try {
    const waited = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]);
    return (Number(process.hrtime.bigint()) - waited) / 1e9;
  } catch {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  }
}

// Wall and CPU seconds of `work()`.
export function timed(work) {
  const t0 = performance.now();
  const c0 = threadCpuSeconds();
  const value = work();
  const cpu = threadCpuSeconds() - c0;
  return { value, wall: (performance.now() - t0) / 1000, cpu };
}

// The RESULT line of bench/bench_clock.hpp.
export function printResult(workload, t, checksum, note = '') {
  console.log(`RESULT ${workload} ${t.wall.toFixed(6)} ${t.cpu.toFixed(6)} ${hex(checksum)} ${note}`);
}
