/**
 * A Vitest reporter that adds where the time went to the end of a run: the wall time,
 * and the ten test files that took longest, each with the time to load it (start its
 * worker, import the file and what it imports) and the time of its tests and hooks
 * (a test server started in `beforeAll` is a hook). `npm test` lists it beside the
 * default reporter, so every run shows the next person what to make faster.
 */
export default class TimingReporter {
  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(testModules) {
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      const load = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      return { file: module.relativeModuleId ?? module.moduleId, load, run: d.duration };
    });
    rows.sort((a, b) => b.load + b.run - (a.load + a.run));
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const wall = performance.now() - (this.started ?? performance.now());
    console.log(
      `\nVitest took ${seconds(wall)} for ${rows.length} files. The slowest ten (load + tests and hooks):`,
    );
    for (const row of rows.slice(0, 10)) {
      console.log(
        `  ${seconds(row.load + row.run).padStart(8)}  ${row.file}  (${seconds(row.load)} + ${seconds(row.run)})`,
      );
    }
  }
}
