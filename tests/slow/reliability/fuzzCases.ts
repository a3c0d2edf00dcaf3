import { z } from 'zod';
import { API_BASE_PATH, allEndpoints, paramNames, paramParser, type Endpoint, type ParamKind } from '../../../src/api';
import { randomJson, randomNumberText, randomText, type Rng } from '../../server/helpers/prng';
import {
  BAD_TOKENS,
  HUGE_STRING,
  NOT_JSON,
  PATH_SEGMENTS,
  WRONG_CONTENT_TYPES,
  WRONG_ENVELOPES,
  WRONG_VALUES,
} from './junk';
import type { RawRequest } from './rawClient';
import { SAMPLE_BODIES } from './sampleBodies';

export interface FuzzCase extends RawRequest {
  /** 'topups.create body amount=<script>…' for failure messages. */
  label: string;
  /** Writes (and anything else the contract refuses) must answer 4xx; reads may answer 200. */
  mustRefuse: boolean;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const short = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 60);

/** A valid segment for a parameter that is not under test: '-' on reads, 1 on writes (which need ids). */
function validSegment(kind: ParamKind, write: boolean): string {
  if (kind.kind === 'page') return '1';
  if (kind.kind === 'limit') return '10';
  if (write && (kind.kind === 'id' || kind.kind === 'flag')) return '1';
  return '-';
}

/** True when the server could accept this raw segment for the parameter (so a write must not get it). */
function acceptable(kind: ParamKind, raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return false;
  }
  if (raw === '' || raw.length > 2000) return false;
  const parsed = paramParser(kind).safeParse(decoded);
  return parsed.success;
}

function pathWith(e: Endpoint, override: Record<string, string> = {}): string {
  const write = e.method !== 'GET';
  return (
    API_BASE_PATH +
    e.path.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? validSegment(e.params[name], write))
  );
}

/**
 * Every junk segment once per endpoint (rotating over its parameters), plus for each parameter a few more
 * picked by the PRNG and two random strings or numbers: broad without sending every pair.
 */
function paramCases(
  name: string,
  e: Endpoint,
  rng: Rng,
  headers: Record<string, string>,
  body: string | undefined,
): FuzzCase[] {
  const write = e.method !== 'GET';
  const params = paramNames(e.path);
  const picks = new Map<string, string[]>(params.map((p) => [p, []]));
  PATH_SEGMENTS.forEach((segment, i) => picks.get(params[i % params.length])?.push(segment));
  for (const param of params) {
    for (let i = 0; i < 4; i++) picks.get(param)?.push(rng.pick(PATH_SEGMENTS));
    picks.get(param)?.push(encodeURIComponent(randomText(rng, 40)), encodeURIComponent(randomNumberText(rng)));
  }
  const out: FuzzCase[] = [];
  for (const [param, segments] of picks) {
    for (const segment of segments) {
      if (write && acceptable(e.params[param], segment)) continue;
      out.push({
        label: `${name} ${param}=${segment.slice(0, 40)}`,
        method: e.method,
        path: pathWith(e, { [param]: segment }),
        headers,
        body,
        mustRefuse: write,
      });
    }
  }
  return out;
}

function bodyCases(
  name: string,
  e: Endpoint,
  sample: Record<string, unknown>,
  rng: Rng,
  headers: Record<string, string>,
): FuzzCase[] {
  const envelope = z.object({ data: e.body ?? z.undefined() });
  const path = pathWith(e);
  const out: FuzzCase[] = [];
  const addJson = (label: string, value: unknown) => {
    if (envelope.safeParse(value).success) return; // the contract accepts it: not a refusal case
    out.push({
      label: `${name} body ${label}`,
      method: e.method,
      path,
      headers: { ...headers, ...JSON_TYPE },
      body: JSON.stringify(value),
      mustRefuse: true,
    });
  };
  const fields = Object.keys(sample);
  for (const field of fields) {
    const { [field]: _dropped, ...rest } = sample;
    for (const wrong of WRONG_VALUES) addJson(`${field}=${short(wrong)}`, { data: { ...sample, [field]: wrong } });
    addJson(`without ${field}`, { data: rest });
    addJson(`without ${field}, with extras`, { data: { ...rest, extra: '<b>x</b>', isAdmin: true, id: -1 } });
  }
  for (const value of WRONG_ENVELOPES(sample)) addJson(`envelope ${short(value)}`, value);
  for (let i = 0; i < 12; i++) {
    addJson(`random ${i}`, { data: randomJson(rng, 4) });
    addJson(`random field ${i}`, { data: { ...sample, [rng.pick(fields)]: randomJson(rng, 3) } });
  }
  const refuse = (label: string, body: string | Buffer, type?: string) =>
    out.push({
      label: `${name} ${label}`,
      method: e.method,
      path,
      headers: type === undefined ? headers : { ...headers, 'Content-Type': type },
      body,
      mustRefuse: true,
    });
  refuse('1 MB field', JSON.stringify({ data: { ...sample, [fields[0]]: HUGE_STRING } }), JSON_TYPE['Content-Type']);
  NOT_JSON.forEach((text, i) => refuse(`not JSON #${i}`, text, JSON_TYPE['Content-Type']));
  for (const type of WRONG_CONTENT_TYPES) refuse(`as ${type}`, JSON.stringify({ data: sample }), type);
  refuse('without a content type', JSON.stringify({ data: sample }));
  return out;
}

/** Requests every endpoint must survive: other methods, bad tokens, junk query strings. */
function edgeCases(name: string, e: Endpoint, headers: Record<string, string>): FuzzCase[] {
  const path = pathWith(e);
  const out: FuzzCase[] = ['DELETE', 'PATCH', e.method === 'GET' ? 'POST' : 'GET'].map((method) => ({
    label: `${name} as ${method}`,
    method,
    path,
    headers,
    mustRefuse: true,
  }));
  if (!e.public) {
    for (const token of BAD_TOKENS)
      out.push({
        label: `${name} token ${token.slice(0, 20)}`,
        method: e.method,
        path,
        headers: { Token: token },
        mustRefuse: true,
      });
  }
  if (e.method === 'GET') {
    for (const query of [
      '?page=-1&limit=1e9',
      '?id=1%20OR%201=1',
      `?q=${'x'.repeat(5000)}`,
      '?__proto__[x]=1',
      '?a[b][c][d]=1&a=2',
    ]) {
      out.push({
        label: `${name} query ${query.slice(0, 30)}`,
        method: e.method,
        path: path + query,
        headers,
        mustRefuse: false,
      });
    }
  }
  return out;
}

/** Every fuzz request for every endpoint of the contract, in a fixed order for a given seed. */
export function buildFuzzCases(rng: Rng, token: string): FuzzCase[] {
  const out: FuzzCase[] = [];
  for (const { name, endpoint: e } of allEndpoints) {
    const headers: Record<string, string> = e.public ? {} : { Token: token };
    const sample = SAMPLE_BODIES[name];
    if (e.body && !sample) throw new Error(`no sample body for ${name}: add one to SAMPLE_BODIES`);
    const validBody = sample ? JSON.stringify({ data: sample }) : undefined;
    const paramHeaders = validBody ? { ...headers, ...JSON_TYPE } : headers;
    out.push(...paramCases(name, e, rng, paramHeaders, validBody));
    if (sample) out.push(...bodyCases(name, e, sample, rng, headers));
    out.push(...edgeCases(name, e, headers));
  }
  return out;
}
