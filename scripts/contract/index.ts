import { parseArgs } from 'node:util';
import { API_BASE_PATH } from '../../src/api';
import { CannotCheck, runContractCheck } from './check';

const USAGE = `Usage: npm run contract:check -- --api URL --username U --password P [--base-path PATH] [--write]

Checks a running backend against the API contract (src/api): signs in, makes every read (GET) call
of the contract (ids found in list answers feed the calls that take one) and probes the error
envelopes (no token: 401, a malformed parameter: 400, an unknown path: 404). Writes no data
unless --write.

  --api URL          the backend's root, e.g. http://127.0.0.1:3000
  --username U       an admin holding every privilege module, so no call answers 403
  --password P       that admin's password
  --base-path PATH   the API base path under URL (default ${API_BASE_PATH})
  --write            also make every write call (creates a device, a price, a price plan and an admin,
                     resets a vendor's password, adds a topup, ...): ONLY on a throwaway backend
  --help             this text

Prints one line per call (OK, FAIL or SKIP), each difference as the call, the JSON path and expected
vs got, then a summary. Exit code: 0 the backend matches, 1 it differs, 2 usage or connection error.
See docs/contract.md.`;

function usageError(message: string): never {
  process.stderr.write(`contract:check: ${message}\n\n${USAGE}\n`);
  process.exit(2);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'base-path': { type: 'string' },
        write: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    usageError((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { api, username, password } = values;
  if (!api || !username || password === undefined) usageError('--api, --username and --password are required');
  if (!/^https?:\/\/[^/]/.test(api)) usageError(`--api must be an http:// or https:// URL, got ${JSON.stringify(api)}`);
  try {
    return await runContractCheck(
      { api, username, password, basePath: values['base-path'], writes: values.write === true },
      (line) => process.stdout.write(`${line}\n`),
    );
  } catch (error) {
    if (!(error instanceof CannotCheck)) throw error;
    process.stderr.write(`contract:check: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = await main();
