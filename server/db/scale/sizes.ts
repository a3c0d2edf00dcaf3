/** How many rows of each kind a scaled seed writes. */
export interface ScaleSizes {
  vendors: number;
  ads: number;
  devices: number;
  events: number;
  /** Topups and activity logs: two of each per vendor. */
  topups: number;
  activityLogs: number;
}

/** The figures of issue 7: a year of a busy platform. */
export const LARGE: ScaleSizes = {
  vendors: 100_000,
  ads: 500_000,
  devices: 5_000,
  events: 5_000_000,
  topups: 200_000,
  activityLogs: 200_000,
};

/** `--scale` names and their factor of LARGE. */
export const SCALES = { large: 1, small: 0.01 } as const;
export type ScaleName = keyof typeof SCALES;

/** LARGE times `factor`, at least one row of each kind. */
export function sizesFor(factor: number): ScaleSizes {
  const scaled = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    vendors: scaled(LARGE.vendors),
    ads: scaled(LARGE.ads),
    devices: scaled(LARGE.devices),
    events: scaled(LARGE.events),
    topups: scaled(LARGE.topups),
    activityLogs: scaled(LARGE.activityLogs),
  };
}
