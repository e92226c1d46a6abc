import path from 'node:path';
import { z } from 'zod';
import { dollarsToCents, type RewardPolicy } from '@orderlane/domain';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // A read replica of DATABASE_URL's database: the storefront's store list, store page and menu reads go there
  // (they may lag the primary by the replica's delay); everything else stays on DATABASE_URL.
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Tests and CI put each run in a schema of its own on a shared PostgreSQL server.
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'authorizenet']).default('sandbox'),
  AUTHORIZENET_LOGIN_ID: z.string().optional(),
  AUTHORIZENET_TRANSACTION_KEY: z.string().optional(),
  AUTHORIZENET_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  // Addresses to points: the bundled US ZIP data, or Mapbox's Geocoding v6 (street-level; needs a token).
  GEOCODER: z.enum(['offline', 'mapbox']).default('offline'),
  MAPBOX_ACCESS_TOKEN: z.string().min(1).optional(),
  MAPBOX_API_URL: z.url().default('https://api.mapbox.com'),
  // Beside the store's own delivery fee: none, or a courier network's quote (Postmates' delivery_quotes API).
  DELIVERY_QUOTER: z.enum(['in-house', 'postmates']).default('in-house'),
  POSTMATES_API_URL: z.url().default('https://api.postmates.com'),
  POSTMATES_CUSTOMER_ID: z.string().min(1).optional(),
  POSTMATES_API_KEY: z.string().min(1).optional(),
  // Faxed kitchen tickets: PDFs in the storage's fax-outbox area, or a fax provider's HTTPS API.
  FAX: z.enum(['outbox', 'provider']).default('outbox'),
  FAX_PROVIDER_URL: z.url().optional(),
  FAX_PROVIDER_API_KEY: z.string().min(1).optional(),
  FAX_FROM_NUMBER: z.string().min(1).optional(),
  // What carries live order events between server processes: the database's LISTEN/NOTIFY, or Redis pub/sub.
  EVENT_BUS: z.enum(['database', 'redis']).default('database'),
  SEED_DEMO: booleanFromEnv.default(true),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_EXEMPT_IPS: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Where uploads live: a folder under DATA_DIR (one machine, or a folder every process shares), or an
  // S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) when the servers run on several machines.
  UPLOAD_STORAGE: z.enum(['folder', 's3']).default('folder'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Unset: AWS's own endpoint for the region. Requests use path-style addresses (endpoint/bucket/key).
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Where browsers fetch the pictures under /media from (a CDN in front of the servers or of the bucket);
  // unset: the server's own /media.
  PUBLIC_MEDIA_URL: z.url().optional(),
  // Addresses whose connections may read /api/metrics; everyone else gets a 404.
  METRICS_ALLOWED_IPS: z.string().default('127.0.0.1,::1'),
  BRAND_NAME: z.string().min(1).default('Orderlane'),
  SUPPORT_PHONE: z.string().min(1).default('(312) 555-0142'),
  SUPPORT_EMAIL: z.email().default('support@orderlane.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  // Live order streams (boards, tracking) open at once per account and per client address, in all processes.
  EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  // The server ends a live stream after this long; the browser reconnects with a new ticket.
  EVENT_STREAM_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .default(30 * 60),
  WEB_DIST_DIR: z.string().optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(value), {
      message: 'must be 32 bytes in base64 (for example: openssl rand -base64 32)',
    })
    .optional(),
  // Lower only in tests: OWASP's scrypt cost makes each hash take ~100 ms by design.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  // The first step of the growing wait after failed sign-ins; 0 only in tests that do not measure it.
  LOGIN_DELAY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  // Publishes the GraphQL schema to anyone who asks; for development tools only.
  GRAPHQL_INTROSPECTION: booleanFromEnv.default(false),
  // Keys the card fingerprints (unset: a key generated once into DATA_DIR); at least 32 characters.
  CARD_FINGERPRINT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Signs the table codes printed for dine-in ordering (unset: a key generated once into DATA_DIR).
  TABLE_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // This many declined phone-order cards at one store within the window pause its card payments.
  CARD_PAUSE_DECLINES: z.coerce.number().int().min(1).max(1000).default(10),
  CARD_PAUSE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  // How long a paused store refuses card payments unless the platform clears it sooner (at most 90 days).
  CARD_PAUSE_HOURS: z.coerce.number().int().min(1).max(2160).default(24),
  // A new order its restaurant leaves unanswered this long is cancelled, its card charge voided and the diner told.
  UNANSWERED_ORDER_CANCEL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // Reward credit is platform money spent at any store: the highest rate an owner may set, and caps in dollars.
  REWARD_RATE_MAX_PERCENT: z.coerce.number().min(0).max(100).default(10),
  REWARD_CAP_PER_ORDER: z.coerce.number().min(0).default(10),
  REWARD_CAP_PER_DINER_PER_DAY: z.coerce.number().min(0).default(25),
  REWARD_CAP_PER_STORE_PER_WEEK: z.coerce.number().min(0).default(500),
  // A store younger than this holds the credit it gives until its first payout clears.
  REWARD_NEW_STORE_HOLD_WEEKS: z.coerce.number().min(0).max(520).default(4),
  // The platform's time zone: payout weeks run Wednesday 00:00 to Tuesday 24:00 here (CONTRACT "Money").
  PLATFORM_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
    .default('America/Chicago'),
});

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const splitList = (value?: string) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    databaseReadUrl: env.DATABASE_READ_URL,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    paymentGateway: env.PAYMENT_GATEWAY,
    authorizeNet: {
      loginId: env.AUTHORIZENET_LOGIN_ID,
      transactionKey: env.AUTHORIZENET_TRANSACTION_KEY,
      environment: env.AUTHORIZENET_ENV,
    },
    geocoder: env.GEOCODER,
    mapbox: { accessToken: env.MAPBOX_ACCESS_TOKEN, apiUrl: env.MAPBOX_API_URL },
    deliveryQuoter: env.DELIVERY_QUOTER,
    postmates: {
      apiUrl: env.POSTMATES_API_URL,
      customerId: env.POSTMATES_CUSTOMER_ID,
      apiKey: env.POSTMATES_API_KEY,
    },
    fax: env.FAX,
    faxProvider: {
      url: env.FAX_PROVIDER_URL,
      apiKey: env.FAX_PROVIDER_API_KEY,
      fromNumber: env.FAX_FROM_NUMBER,
    },
    eventBus: env.EVENT_BUS,
    seedDemo: env.SEED_DEMO,
    trustProxy: splitList(env.TRUST_PROXY),
    rateLimitExemptIps: splitList(env.RATE_LIMIT_EXEMPT_IPS),
    redisUrl: env.REDIS_URL,
    uploadStorage:
      env.UPLOAD_STORAGE === 's3'
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'folder' as const },
    // '' when unset: picture addresses stay the server's own /media/... paths.
    publicMediaUrl: (env.PUBLIC_MEDIA_URL ?? '').replace(/\/$/, ''),
    metricsAllowedIps: splitList(env.METRICS_ALLOWED_IPS),
    brandName: env.BRAND_NAME,
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    logLevel: env.LOG_LEVEL,
    // Readable lines for a person at a terminal; JSON for anything that collects logs.
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    eventStreams: {
      perAccount: env.EVENT_STREAMS_PER_ACCOUNT,
      perAddress: env.EVENT_STREAMS_PER_ADDRESS,
      lifetimeMs: env.EVENT_STREAM_LIFETIME_SECONDS * 1000,
      // Sessions and roles are read again at least this often while a stream is open.
      recheckMs: 60_000,
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    passwordHashCost: env.PASSWORD_HASH_COST,
    loginDelayBaseMs: env.LOGIN_DELAY_BASE_MS,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION,
    cardFingerprintSecret: env.CARD_FINGERPRINT_SECRET,
    tableCodeSecret: env.TABLE_CODE_SECRET,
    cardPause: {
      declines: env.CARD_PAUSE_DECLINES,
      windowMs: env.CARD_PAUSE_WINDOW_MINUTES * 60_000,
      durationMs: env.CARD_PAUSE_HOURS * 60 * 60_000,
    },
    unansweredOrderCancelMinutes: env.UNANSWERED_ORDER_CANCEL_MINUTES,
    rewardPolicy: {
      rateCeiling: env.REWARD_RATE_MAX_PERCENT / 100,
      perOrderCapCents: dollarsToCents(env.REWARD_CAP_PER_ORDER),
      perDinerDayCapCents: dollarsToCents(env.REWARD_CAP_PER_DINER_PER_DAY),
      perStoreWeekCapCents: dollarsToCents(env.REWARD_CAP_PER_STORE_PER_WEEK),
      newStoreHoldWeeks: env.REWARD_NEW_STORE_HOLD_WEEKS,
    } satisfies RewardPolicy,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    platformTimeZone: env.PLATFORM_TIME_ZONE,
  };
}

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops start-up with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Record<string, string> = {}) {
  const source = Object.fromEntries(
    Object.entries({ ...env, ...overrides }).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (parsed.data.PAYMENT_GATEWAY === 'authorizenet' && !parsed.data.AUTHORIZENET_LOGIN_ID) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY',
    );
  }
  const s3 = parsed.data;
  if (s3.UPLOAD_STORAGE === 's3' && (!s3.S3_BUCKET || !s3.S3_ACCESS_KEY_ID || !s3.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: UPLOAD_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_ENDPOINT for a bucket outside AWS)',
    );
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too',
    );
  }
  const adapters = parsed.data;
  if (adapters.GEOCODER === 'mapbox' && !adapters.MAPBOX_ACCESS_TOKEN) {
    throw new ConfigError('Invalid configuration: GEOCODER=mapbox needs MAPBOX_ACCESS_TOKEN');
  }
  if (
    adapters.DELIVERY_QUOTER === 'postmates' &&
    (!adapters.POSTMATES_CUSTOMER_ID || !adapters.POSTMATES_API_KEY)
  ) {
    throw new ConfigError(
      'Invalid configuration: DELIVERY_QUOTER=postmates needs POSTMATES_CUSTOMER_ID and POSTMATES_API_KEY',
    );
  }
  if (
    adapters.FAX === 'provider' &&
    (!adapters.FAX_PROVIDER_URL || !adapters.FAX_PROVIDER_API_KEY || !adapters.FAX_FROM_NUMBER)
  ) {
    throw new ConfigError(
      'Invalid configuration: FAX=provider needs FAX_PROVIDER_URL, FAX_PROVIDER_API_KEY and FAX_FROM_NUMBER',
    );
  }
  if (adapters.EVENT_BUS === 'redis' && !adapters.REDIS_URL) {
    throw new ConfigError('Invalid configuration: EVENT_BUS=redis needs REDIS_URL');
  }
  return toAppConfig(parsed.data);
}
