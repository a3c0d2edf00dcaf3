import demoDatabaseUrl, { seededAt } from 'virtual:busads-demo-database';

/** Mock mode's starting data: the demo database the build made (scripts/build/demoDatabasePlugin.ts), and when. */
export async function downloadDemoDatabase(): Promise<{ bytes: Uint8Array; seededAt: number }> {
  const response = await fetch(demoDatabaseUrl);
  if (!response.ok) throw new Error(`${demoDatabaseUrl}: ${response.status}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), seededAt };
}
