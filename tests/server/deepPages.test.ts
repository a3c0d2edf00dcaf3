import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, ErrorBody, MAX_LIST_ROWS, type Endpoint, type ParamSpec } from '../../src/api';
import { startTestServer, SERVER_START_TIMEOUT, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

/** Every paged list of the contract: its page and limit parameters. */
const pagedLists = allEndpoints
  .map(({ endpoint }) => {
    const names = Object.entries(endpoint.params as ParamSpec);
    const page = names.find(([, k]) => k.kind === 'page')?.[0];
    const limit = names.find(([, k]) => k.kind === 'limit')?.[0];
    return page && limit ? { endpoint, page, limit } : undefined;
  })
  .filter((list): list is { endpoint: Endpoint; page: string; limit: string } => list !== undefined);

describe('deep pages of every paged list', () => {
  it('covers the seven paged lists', () => {
    expect(pagedLists.map((l) => l.endpoint.path.split('/{')[0])).toHaveLength(7);
  });

  describe.each(pagedLists.map((l) => [l.endpoint.path, l] as const))('%s', (_path, { endpoint, page, limit }) => {
    it.each([
      [1_000_000, 1000],
      [11, 1000],
      [MAX_LIST_ROWS / 100 + 1, 100],
    ])('page %i of %i rows answers 400 naming the page and the window', async (p, l) => {
      const answer = await s.call(endpoint, { params: { [page]: p, [limit]: l } });
      expect(answer.status).toBe(400);
      const body = ErrorBody.parse(answer.body);
      expect(body.error).toMatchObject({ code: 2, status: 400 });
      expect(body.error.message).toMatch(/^page: reaches past row 10,000 of the list/);
    });

    it('reads the last page within the window', async () => {
      const answer = await s.call(endpoint, { params: { [page]: MAX_LIST_ROWS / 1000, [limit]: 1000 } });
      expect(answer.status).toBe(200);
    });
  });
});
