import demoDatabaseUrl from 'virtual:busads-demo-database';

/** Mock mode's starting data: the demo database the build made (scripts/build/demoDatabasePlugin.ts). */
export async function downloadDemoDatabase(): Promise<Uint8Array> {
  const response = await fetch(demoDatabaseUrl);
  if (!response.ok) throw new Error(`${demoDatabaseUrl}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
