// One SQLite connection on its own thread (see sqliteThreads.ts): it runs one statement per message and
// answers with its rows, or its changes and last row id, or its error. Plain JavaScript so that every host
// (tsx, Vitest, the compiled server) can start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { filename, readonly, pragmas } = workerData;
const db = new SQLite(filename, { readonly });
for (const pragma of pragmas) db.pragma(pragma);
parentPort.postMessage('opened');

parentPort.on('message', ({ sql, parameters }) => {
  try {
    const statement = db.prepare(sql);
    if (statement.reader) {
      parentPort.postMessage({ rows: statement.all(parameters) });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ rows: [], changes, lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ error: { message: error.message, code: error.code } });
  }
});
