/** The URL of mock mode's demo database, emitted by the build (scripts/build/demoDatabasePlugin.ts). */
declare module 'virtual:busads-demo-database' {
  const url: string;
  export default url;
}
