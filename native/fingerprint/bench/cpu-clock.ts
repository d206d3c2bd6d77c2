// Milliseconds of CPU this process has used. The benchmark's timings are CPU time: the build
// machine is shared, and wall time would measure the other work as well as the engine's (the
// engine is single-threaded, so on an idle machine the two agree).

export function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
