/**
 * Malformed input for the fuzz. Path segments are what goes on the wire: ENCODED values pass through
 * encodeURIComponent, RAW ones are sent verbatim (bad percent-encoding, dot segments, latin-1 bytes).
 */
const long = (n: number) => 'x'.repeat(n);

const ENCODED_SEGMENTS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1,000',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999',
  '9007199254740993',
  '1 OR 1=1',
  "1' OR '1'='1",
  "'; DROP TABLE vendors;--",
  '1; DELETE FROM topups',
  '1 UNION SELECT * FROM admins',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '\u0661\u0662\u0663',
  '\uff11\uff12\uff13',
  '\u0000',
  ' 1',
  '1 ',
  '\t',
  '\ud83d\udc4d',
  '\u202e1',
  long(1500),
  long(10_000),
  '---',
  '\u2014',
  '$where',
  '${7*7}',
  '{{7*7}}',
];
const RAW_SEGMENTS = [
  '',
  '.',
  '..',
  '%',
  '%%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '%E0%A4%A',
  '%ED%A0%80',
  "'",
  '<script>',
  '\u00e9',
  '\u00ff',
  '%2e%2e%2f%2e%2e%2f',
  '%25%32%65',
  ';',
  '$',
  '*',
  '~',
  long(10_000),
  '%41'.repeat(700),
  '1%20OR%201%3D1',
  '%u0031',
];

export const PATH_SEGMENTS: string[] = [...ENCODED_SEGMENTS.map(encodeURIComponent), ...RAW_SEGMENTS];

/** Values of the wrong type or shape for a body field. */
export const WRONG_VALUES: unknown[] = [
  'x',
  '',
  '   ',
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  [1],
  { $gt: '' },
  "' OR 1=1--",
  '<script>alert(1)</script>',
  long(5_000),
  '\u0661\u0662\u0663',
  'NaN',
  '1e3',
  2 ** 53 + 2,
  -0.001,
  1.005,
  [[[[[[[[[[[]]]]]]]]]]],
  { data: { data: {} } },
];

/** Whole bodies that are valid JSON but not {"data":{...}} of any call. */
export const WRONG_ENVELOPES = (sample: unknown): unknown[] => [
  [],
  [sample],
  'data',
  0,
  null,
  true,
  {},
  { DATA: sample },
  { data: [] },
  { data: 'x' },
  { data: 1 },
  { data: [sample] },
  { data: {} },
  { data: { data: sample } },
  sample,
];

/** Bodies sent as application/json that are not JSON (or poison the prototype). */
export const NOT_JSON: (string | Buffer)[] = [
  '{"data":',
  '{data: {}}',
  "{'data':{}}",
  'NaN',
  'undefined',
  '<data/>',
  '\u0000',
  'data=1',
  '{"data":{},}',
  '{"data":{}}xyz',
  '{"data":{}}{"data":{}}',
  '\ufeff{"data":{}}',
  '"\\ud800"',
  '{"data":{"a":"\\x41"}}',
  '{"data":{"__proto__":{"isAdmin":true}}}',
  '{"__proto__":{"x":1},"data":{}}',
  '{"data":{"constructor":{"prototype":{"x":1}}}}',
  Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]),
  Buffer.alloc(64, 0),
  `{"data":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
  `{"data":${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}}`,
];

/** Content types the API does not take, sent with an otherwise valid body. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/javascript',
  'image/png',
  'application/json-patch+json',
  'application/jsonp',
];

/** A body over the server's limit (1 MB of one field). */
export const HUGE_STRING = long(1_048_576);

/** Session tokens that name no session. */
export const BAD_TOKENS = ['', "' OR 1=1--", long(8_000), 'null', 'Bearer x', '<script>alert(1)</script>'];
