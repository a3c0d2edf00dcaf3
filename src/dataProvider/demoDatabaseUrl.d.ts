/** Mock mode's demo database, emitted by the build (scripts/build/demoDatabasePlugin.ts). */
declare module 'virtual:busads-demo-database' {
  /** Its URL. */
  const url: string;
  export default url;
  /** The unix second its dates are relative to (the seed's `now`). */
  export const seededAt: number;
}
