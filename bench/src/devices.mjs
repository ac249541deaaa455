// Device classes, not hosts. Lighthouse slows the CPU it observes by a fixed factor (×4 by
// default), so the phone it emulates is as fast as the host divided by four: a mid-tier phone on a
// fast host, a low-tier one on a slow host. This machine's benchmarkIndex moves between about
// 1,000 and 4,000 from hour to hour. Like DevTools' calibrated presets, the bench measures the
// host's index and picks the slowdown that brings it to a class's index.

/** DevTools' calibration targets (Lighthouse benchmarkIndex of the class's reference phone). */
export const DEVICE_CLASSES = [
  { id: 'low', name: 'low-tier phone', reference: 'Moto G4 Power 2022 class', index: 264 },
  { id: 'mid', name: 'mid-tier phone', reference: 'Pixel 5 class', index: 1000 },
  { id: 'x4', name: "Lighthouse's default ×4", reference: 'whatever the host is, slowed 4×' },
];

export const deviceClass = (id) => {
  const found = DEVICE_CLASSES.find((c) => c.id === id);
  if (!found) throw new Error(`no device class ${id}`);
  return found;
};

/**
 * The CPU slowdown that brings a host of `hostIndex` to the class's index, in tenths. A host slower
 * than the class cannot be sped up: it runs unthrottled, and the report shows the index it had.
 */
export function slowdownFor(deviceClassOrId, hostIndex) {
  const target =
    typeof deviceClassOrId === 'string' ? deviceClass(deviceClassOrId) : deviceClassOrId;
  if (!target.index) return 4;
  return Math.max(1, Math.round((hostIndex / target.index) * 10) / 10);
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** How far a run's emulated index may stray from its class's before the run is made again. */
export const CALIBRATION_TOLERANCE = 0.3;

/** Whether a run that saw `hostIndex` at `slowdown` emulated the class closely enough. */
export function withinClass(deviceClassOrId, hostIndex, slowdown) {
  const target =
    typeof deviceClassOrId === 'string' ? deviceClass(deviceClassOrId) : deviceClassOrId;
  if (!target.index) return true;
  return Math.abs(hostIndex / slowdown / target.index - 1) <= CALIBRATION_TOLERANCE;
}
