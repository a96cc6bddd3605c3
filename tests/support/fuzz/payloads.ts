import fc from "fast-check";
import type { RawRequest } from "./send";

/**
 * Malformed and hostile requests, built once per route from what the route told a probe
 * (its field names, whether it takes multipart). Everything large is made once and shared, so
 * a run costs one request, not the time to build a megabyte.
 */

export type FuzzKind =
  | "invalid-json"
  | "wrong-types"
  | "missing-fields"
  | "extra-fields"
  | "megabyte-string"
  | "proto-keys"
  | "deep-nesting"
  | "invalid-utf8"
  | "content-type"
  | "multipart"
  | "huge-multipart"
  | "path-and-query";

export interface FuzzRequest extends RawRequest {
  kind: FuzzKind;
  /** Malformed by construction: a route that reads a body must refuse it with a 4xx. */
  malformed: boolean;
}

export interface RouteShape {
  method: string;
  /** Path with its parameters still in (`/api/admin/cvs/:id`). */
  path: string;
  fill: (segments: string[]) => string;
  paramCount: number;
  /** Field names the route named in its 400 answer to `{}`, plus names from the spec. */
  fields: string[];
  /**
   * Body fields the route said it requires (named in its 400 answer to `{}`, path parameters
   * left out): a body without one of them, or with one of an impossible type, is malformed.
   */
  requiredFields: string[];
  /** The route parses multipart bodies (it did not answer 415 to one). */
  multipart: boolean;
}

const MB = 1024 * 1024;
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** Big bodies are built once per distinct content and reused across runs and routes. */
const built = new Map<string, Uint8Array>();

/** Bytes of the request bodies kept for reuse: the fuzz test's own memory, not the server's. */
export function reusedBodyBytes(): number {
  let total = 0;
  for (const body of built.values()) total += body.byteLength;
  return total;
}
function once(key: string, build: () => Uint8Array): Uint8Array {
  let value = built.get(key);
  if (!value) {
    value = build();
    built.set(key, value);
  }
  return value;
}

/** Field names the API reads, so bodies reach validation even when `{}` names nothing. */
export const specFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "service",
  "message",
  "sessionId",
  "messages",
  "username",
  "password",
  "title",
  "slug",
  "content",
  "category",
  "tags",
  "status",
  "id",
  "cvId",
  "jobId",
  "documentId",
  "cvDocumentId",
  "companyName",
  "position",
  "additionalInfo",
  "personalInfo",
  "notes",
];

const bigAscii = "a".repeat(MB);
const bigMultibyte = "é".repeat(MB / 2);
const bigStrings = [bigAscii, bigMultibyte, `${"\u0000".repeat(1000)}${bigAscii}`];
const DEPTH = 10_000;
const deepArray = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
const hugePart = new Uint8Array(11 * MB).fill(0x41);
const megabytePart = new Uint8Array(MB).fill(0x42);

/** Values of every JSON type, and strings that break naive parsers and databases. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1,
    "",
    " ",
    "\u0000",
    "\uFEFF",
    "'; DROP TABLE contact_inquiries; --",
    "<script>alert(1)</script>",
    "../../../../etc/passwd",
    "%00",
    "\u202Eevil",
    "🙂".repeat(64),
    "NaN",
    "1e309",
    [],
    {},
    [null],
    { __proto__: null },
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/**
 * Values no field of any route accepts: a string, number, boolean, enum, object or list of
 * strings or objects all refuse a list of lists (or a list holding null).
 */
const impossibleValue = fc.constantFrom([[null]], [[]], [null], [["text"]]);

/** A value a real client might send for a field: a short string. */
const plausibleValue = fc.oneof(
  fc.constantFrom("Amina", "amina@example.co.ke", "+254712345678", "cv-writing", "Hello"),
  fc.string({ minLength: 1, maxLength: 20 }),
);

const segment = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "99999999999999999999",
    "1.5",
    "abc",
    "%00",
    "%ZZ",
    "%E0%A4%A",
    "..%2F..%2Fetc%2Fpasswd",
    "__proto__",
    "constructor",
    "%F0%9F%99%82",
    "a".repeat(2000),
    "NaN",
    "1e3",
    "'%20OR%201=1--",
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
);

const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "?limit=-1",
    "?limit=99999999999",
    "?limit=abc&page=-5",
    "?category=%ZZ",
    `?category=${"x".repeat(5000)}`,
    "?__proto__[admin]=1&constructor[prototype][x]=1",
    "?a=1&a=2&a=3",
    "?page=1e400",
    "?q=%00%FF",
  ),
);

const jsonHeaders = { "content-type": "application/json" };

function object(fields: string[], value: fc.Arbitrary<unknown>) {
  const names = fields.length > 0 ? fields : specFields;
  return fc
    .subarray(names, { minLength: 0 })
    .chain((keys) => fc.tuple(...keys.map(() => value)).map((vals) => keyed(keys, vals)));
}

function keyed(keys: string[], values: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  keys.forEach((k, i) => {
    out[k] = values[i];
  });
  return out;
}

function multipartBody(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: Uint8Array }[],
): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(
      bytes(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`,
      ),
      p.data,
      bytes("\r\n"),
    );
  }
  chunks.push(bytes(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Every kind of bad request for one route, weighted so the expensive ones stay rare. */
export function fuzzRequest(route: RouteShape): fc.Arbitrary<FuzzRequest> {
  const pathArb = fc
    .tuple(fc.array(segment, { minLength: route.paramCount, maxLength: route.paramCount }), query)
    .map(([segments, q]) => route.fill(segments) + q);
  const plainPath = route.fill(Array.from({ length: route.paramCount }, () => "1"));
  const json = (kind: FuzzKind, body: fc.Arbitrary<string>, malformed = true) =>
    fc.tuple(pathArb, body).map(
      ([path, text]): FuzzRequest => ({
        kind,
        malformed,
        method: route.method,
        path,
        headers: jsonHeaders,
        body: text.length > 10_000 ? once(text, () => bytes(text)) : bytes(text),
      }),
    );
  const fields = route.fields.length > 0 ? route.fields : specFields;

  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [
    {
      weight: 3,
      arbitrary: json(
        "invalid-json",
        fc.oneof(
          fc.constantFrom("{", "[", '{"a":}', "{'a':1}", "NaN", "undefined", '{"a":1,}', "\u0000"),
          fc.json().map((j) => `${j.slice(0, Math.max(0, j.length - 1))}\u0001`),
          fc.string({ maxLength: 30 }).map((s) => `{${s}`),
        ),
      ),
    },
    {
      // Odd values may happen to be valid for a lenient field: then any answer below 500 is right.
      weight: 2,
      arbitrary: json(
        "wrong-types",
        object(fields, oddValue).map((o) => JSON.stringify(o)),
        false,
      ),
    },
    {
      // A body that is JSON but not an object: no route takes one.
      weight: 1,
      arbitrary: json("wrong-types", fc.constantFrom("null", "[]", "1", '"text"', "true", "[{}]")),
    },
    {
      weight: 2,
      // Sometimes valid: then any answer below 500 is right.
      arbitrary: json(
        "missing-fields",
        object(fields, plausibleValue).map((o) => JSON.stringify(o)),
        false,
      ),
    },
    ...requiredFieldKinds(route.requiredFields, json),
    {
      weight: 2,
      arbitrary: json(
        "extra-fields",
        fc
          .tuple(
            object(fields, plausibleValue),
            fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), oddValue, { maxKeys: 6 }),
          )
          .map(([o, extra]) => JSON.stringify({ ...extra, ...o, isAdmin: true, role: "root" })),
        false,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(pathArb, fc.constantFrom(...fields), fc.constantFrom(...bigStrings)).map(
        ([path, field, big]): FuzzRequest => ({
          kind: "megabyte-string",
          malformed: true,
          method: route.method,
          path,
          headers: jsonHeaders,
          body: once(`mb:${field}:${bigStrings.indexOf(big)}`, () =>
            bytes(JSON.stringify({ [field]: big })),
          ),
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: json(
        "proto-keys",
        fc
          .tuple(object(fields, plausibleValue), fc.constantFrom(...fields))
          .map(
            ([o, field]) =>
              `{"__proto__":{"admin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}},"${field}":{"__proto__":{"x":1}},${JSON.stringify(o).slice(1)}`,
          )
          .map((s) => s.replace(/,}$/, "}")),
        false,
      ),
    },
    {
      // 10,000 levels as the whole body, or as the value of a field the route said it needs:
      // never a valid request. (Under a field the route does not know, a schema drops it.)
      weight: 1,
      arbitrary: fc
        .constantFrom(...fields)
        .chain((field) =>
          fc.oneof(
            json("deep-nesting", fc.constant(deepArray)),
            json(
              "deep-nesting",
              fc.constantFrom(`{"${field}":${deepArray}}`, `{"${field}":${deepObject}}`),
              route.fields.length > 0,
            ),
          ),
        ),
    },
    {
      // 10,000 levels under a key no route knows: a lenient schema drops it, so only < 500.
      weight: 1,
      arbitrary: json("deep-nesting", fc.constant(deepObject), false),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          pathArb,
          fc.constantFrom(
            [0xff, 0xfe],
            [0xc0, 0xaf],
            [0xed, 0xa0, 0x80],
            [0xf8, 0x88, 0x80, 0x80, 0x80],
            [0xe2, 0x28, 0xa1],
          ),
          fc.constantFrom(...fields),
        )
        .map(
          ([path, bad, field]): FuzzRequest => ({
            kind: "invalid-utf8",
            malformed: true,
            method: route.method,
            path,
            headers: jsonHeaders,
            body: Buffer.concat([bytes(`{"${field}":"`), Uint8Array.from(bad), bytes('"}')]),
          }),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          pathArb,
          fc.constantFrom(
            undefined,
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
            "application/jsonx",
            "application/json; charset=utf-16",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "*/*",
            "image/png",
          ),
          object(fields, plausibleValue),
        )
        .map(([path, type, o]): FuzzRequest => {
          // A JSON body under another content type, or form-encoded text under no type at all.
          const text = type?.includes("urlencoded")
            ? new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()
            : JSON.stringify(o);
          return {
            kind: "content-type",
            // UTF-8 JSON labelled charset=utf-16 may well be accepted; the rest is refused.
            malformed: type !== "application/json; charset=utf-16",
            method: route.method,
            path,
            headers: type ? { "content-type": type } : {},
            body: bytes(text),
          };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          pathArb,
          fc.constantFrom(
            "ok",
            "truncated",
            "no-boundary",
            "wrong-boundary",
            "traversal-name",
            "many-parts",
            "megabyte-part",
          ),
          fc.constantFrom(...fields),
        )
        .map(([path, variant, field]): FuzzRequest => {
          const boundary = "kazifuzzboundary";
          const file = { name: "file", filename: "cv.pdf", type: "application/pdf" };
          let body: Uint8Array;
          let type = `multipart/form-data; boundary=${boundary}`;
          switch (variant) {
            case "truncated":
              body = multipartBody(boundary, [{ ...file, data: bytes("%PDF-1.7") }]).slice(0, 60);
              break;
            case "no-boundary":
              body = multipartBody(boundary, [{ name: field, data: bytes("x") }]);
              type = "multipart/form-data";
              break;
            case "wrong-boundary":
              body = multipartBody("other", [{ name: field, data: bytes("x") }]);
              break;
            case "traversal-name":
              body = multipartBody(boundary, [
                { ...file, filename: "../../../etc/passwd\u0000.pdf", data: bytes("%PDF-1.7\n") },
                { name: "clientName", data: bytes("<img src=x onerror=alert(1)>") },
                { name: "clientEmail", data: bytes("not-an-email") },
              ]);
              break;
            case "many-parts":
              body = once("many-parts", () =>
                multipartBody(
                  boundary,
                  Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, data: bytes("x") })),
                ),
              );
              break;
            case "megabyte-part":
              body = once(`mb-part:${field}`, () =>
                multipartBody(boundary, [
                  { ...file, data: megabytePart },
                  { name: field, data: megabytePart },
                ]),
              );
              break;
            default:
              body = multipartBody(boundary, [
                { ...file, data: bytes("%PDF-1.7\nnot really a pdf") },
                { name: field, data: bytes("x") },
              ]);
          }
          return {
            kind: "multipart",
            malformed: variant !== "ok",
            method: route.method,
            path,
            headers: { "content-type": type },
            body,
          };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(pathArb, fc.constantFrom("GET", "DELETE", "PUT", "OPTIONS", route.method))
        .map(
          ([path, method]): FuzzRequest => ({
            kind: "path-and-query",
            malformed: false,
            method,
            path,
            headers: { "x-forwarded-for": "1.2.3.4, 5.6.7.8", accept: "*/*" },
          }),
        ),
    },
  ];
  if (route.multipart) {
    // 11 MB: past the 10 MB upload limit; only for routes that take multipart.
    kinds.push({
      weight: 1,
      arbitrary: fc.constantFrom("file", "document").map(
        (name): FuzzRequest => ({
          kind: "huge-multipart",
          malformed: true,
          method: route.method,
          path: plainPath,
          headers: { "content-type": "multipart/form-data; boundary=kazifuzzboundary" },
          body: once(`huge:${name}`, () =>
            multipartBody("kazifuzzboundary", [
              { name, filename: "big.pdf", type: "application/pdf", data: hugePart },
            ]),
          ),
        }),
      ),
    });
  }
  return fc.oneof(...kinds).map(printable);
}

/**
 * Bodies that are never valid for a route that named its required fields: one of them is
 * missing (the others plausible), or one holds an impossible type. Empty without such fields.
 */
function requiredFieldKinds(
  required: string[],
  json: (kind: FuzzKind, body: fc.Arbitrary<string>) => fc.Arbitrary<FuzzRequest>,
): fc.WeightedArbitrary<FuzzRequest>[] {
  if (required.length === 0) return [];
  const withPlausible = (names: string[]) =>
    fc.tuple(...names.map(() => plausibleValue)).map((values) => keyed(names, values));
  const missingOne = fc
    .constantFrom(...required)
    .chain((left) => withPlausible(required.filter((f) => f !== left)))
    .map((o) => JSON.stringify(o));
  const wrongOne = fc
    .tuple(fc.constantFrom(...required), impossibleValue, withPlausible(required))
    .map(([field, value, o]) => JSON.stringify({ ...o, [field]: value }));
  return [
    { weight: 2, arbitrary: json("missing-fields", missingOne) },
    { weight: 2, arbitrary: json("wrong-types", wrongOne) },
  ];
}

/** fast-check prints a counterexample with this: the kind and the start of the body, not 1 MB. */
function printable(req: FuzzRequest): FuzzRequest {
  const preview = req.body ? Buffer.from(req.body.subarray(0, 160)).toString("latin1") : "";
  const size = req.body?.byteLength ?? 0;
  return Object.assign(req, {
    [fc.toStringMethod]: () =>
      `${req.kind} ${req.method} ${req.path} ${JSON.stringify(req.headers)} body(${size} bytes): ${JSON.stringify(preview)}`,
  });
}
