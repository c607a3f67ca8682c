/**
 * What a server of bench/event-loop.ts measures of itself, from `reset()` to `read()`: its
 * event-loop delay (`monitorEventLoopDelay`), how busy its main thread was (event-loop
 * utilization) and the CPU its main thread and its process used (the other threads: libuv's pool,
 * where argon2 hashes, and V8's).
 */
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

export type TLoopFigures = {
  /** Delay in ms, less the sampling interval each sample includes (as under-pressure counts). */
  p50: number;
  p99: number;
  max: number;
  samples: number;
  /** Share of wall time the main thread was busy (0 to 1). */
  utilization: number;
  /** CPU seconds of the process, every thread, per second of wall time. */
  cpu: number;
  /** CPU seconds of the main thread alone, per second of wall time. */
  mainCpu: number;
};

export function loopMonitor(resolutionMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let mainCpu = process.threadCpuUsage();
  let t0 = performance.now();
  const ms = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  return {
    reset() {
      histogram.reset();
      elu = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
      mainCpu = process.threadCpuUsage();
      t0 = performance.now();
    },
    read(): TLoopFigures {
      const used = process.cpuUsage(cpu);
      const usedMain = process.threadCpuUsage(mainCpu);
      const seconds = (performance.now() - t0) / 1000;
      return {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        samples: histogram.count,
        utilization: performance.eventLoopUtilization(elu).utilization,
        cpu: (used.user + used.system) / 1e6 / seconds,
        mainCpu: (usedMain.user + usedMain.system) / 1e6 / seconds,
      };
    },
    stop() {
      histogram.disable();
    },
  };
}
