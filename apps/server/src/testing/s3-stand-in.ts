import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket, for tests and `npm run cluster -- --machines=2`: objects in
 * memory, path-style addresses (`/<bucket>/<key>`), PUT, GET, HEAD, DELETE and ListObjectsV2. Like S3, it
 * refuses with 403 any request whose AWS Signature Version 4 does not verify against the one key pair it knows
 * (canonical request rebuilt from what arrived, the payload's hash checked against the body, the date within 15
 * minutes), and a bucket it does not hold with 404.
 */
export interface S3StandIn {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string; modifiedAt: Date }>;
  /** Every request, with the answer's status (403 for a refused signature). */
  requests: { method: string; path: string; status: number }[];
  /** The environment a server process needs to use this bucket. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface S3StandInOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys per ListObjectsV2 page (S3's is 1000): small values test the continuation. */
  listPageSize?: number;
  port?: number;
  host?: string;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants for query names and values. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why S3 would refuse this request's signature, or null when it verifies. */
export function signatureProblem(
  request: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
  now = new Date(),
): string | null {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match) {
    return 'no AWS4-HMAC-SHA256 authorization';
  }
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) {
    return 'unknown access key';
  }
  if (region !== keys.region) {
    return `signed for region ${region}, not ${keys.region}`;
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!parsed || amzDate.slice(0, 8) !== day) {
    return 'x-amz-date missing or not the credential day';
  }
  const [, y, mo, d, h, mi, s] = parsed.map(Number) as number[];
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Math.abs(now.getTime() - signedAt) > 15 * 60_000) {
    return 'request time too skewed';
  }
  const signedHeaders = signedHeaderList!.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    return 'host and x-amz-date must be signed';
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return 'x-amz-content-sha256 does not match the body';
  }
  const url = new URL(request.url, 'http://stand-in');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerLines = signedHeaders.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!),
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) {
    return 'signature does not match';
  }
  return null;
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;

export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'orderlane-test';
  const keys = {
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'AKIASTANDIN0EXAMPLE',
    secretAccessKey: options.secretAccessKey ?? 'stand-in/secret/key/for/tests/only/0000000',
  };
  const pageSize = options.listPageSize ?? 1000;
  const objects: S3StandIn['objects'] = new Map();
  const requests: S3StandIn['requests'] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const answer = (
        status: number,
        headers: Record<string, string | number> = {},
        payload?: Buffer | string,
      ) => {
        requests.push({ method, path: url.pathname + url.search, status });
        response.writeHead(status, headers);
        response.end(method === 'HEAD' ? undefined : payload);
      };
      const problem = signatureProblem(
        { method, url: request.url ?? '/', headers: request.headers },
        body,
        keys,
      );
      if (problem) {
        answer(403, { 'content-type': 'application/xml' }, errorXml('SignatureDoesNotMatch', problem));
        return;
      }
      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      if (decodeURIComponent(bucketName) !== bucket) {
        answer(404, { 'content-type': 'application/xml' }, errorXml('NoSuchBucket', bucketName));
        return;
      }
      const key = keyParts.map(decodeURIComponent).join('/');
      if (key === '' && method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const delimiter = url.searchParams.get('delimiter') ?? '';
        const after = url.searchParams.get('continuation-token') ?? '';
        const matching = [...objects.keys()]
          .filter((name) => name.startsWith(prefix))
          .filter((name) => !delimiter || !name.slice(prefix.length).includes(delimiter))
          .sort()
          .filter((name) => name > after);
        const page = matching.slice(0, pageSize);
        const truncated = matching.length > page.length;
        const xml =
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xmlEscape(bucket)}</Name>` +
          `<Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
          page
            .map(
              (name) =>
                `<Contents><Key>${xmlEscape(name)}</Key><Size>${objects.get(name)!.body.length}</Size></Contents>`,
            )
            .join('') +
          `<IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : '') +
          '</ListBucketResult>';
        answer(200, { 'content-type': 'application/xml' }, xml);
        return;
      }
      if (key === '') {
        answer(400, { 'content-type': 'application/xml' }, errorXml('InvalidRequest', 'name an object'));
        return;
      }
      if (method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          modifiedAt: new Date(),
        });
        answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      } else if (method === 'GET' || method === 'HEAD') {
        const found = objects.get(key);
        if (!found) {
          answer(404, { 'content-type': 'application/xml' }, errorXml('NoSuchKey', key));
          return;
        }
        answer(
          200,
          {
            'content-type': found.contentType,
            'content-length': found.body.length,
            'last-modified': found.modifiedAt.toUTCString(),
          },
          found.body,
        );
      } else if (method === 'DELETE') {
        objects.delete(key);
        answer(204);
      } else {
        answer(405, { 'content-type': 'application/xml' }, errorXml('MethodNotAllowed', method));
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    endpoint,
    bucket,
    ...keys,
    objects,
    requests,
    env: () => ({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: keys.region,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
