import { WALLET_DEFAULTS } from '@dhub/contract';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whether this file runs from src/ (tsx, vitest) or dist/ (node). */
export const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Credentials {
  email: string;
  password: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when unset the API uses file-backed PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  demoVendor: Credentials;
  admin: Credentials;
  /** The web app's Vite build; static serving is skipped when it does not exist. */
  webDist: string;
  /** Fastify `trustProxy` (see parseTrustProxy). */
  trustProxy: boolean | string[];
  logLevel: string;
  /**
   * STRICT_CONTRACT=1 (the tests): an error code an endpoint does not declare answers 500, and so
   * does a pre-serialised answer (JsonText) that its response schema refuses.
   */
  strictContract: boolean;
  /** The marketplace's money settings (WALLET_CURRENCY, WALLET_PAYOUT_MINIMUM in paise, WALLET_HOLD_SECONDS). */
  wallet: WalletSettings;
  /** E-mail: SMTP_URL (unset: e-mails are kept in the outbox and logged) and MAIL_FROM. */
  mail: MailSettings;
  /** JOBS_INTERVAL_SECONDS: how often each instance runs the periodic jobs (mail retries, plan warnings); 0: never. */
  jobsIntervalSeconds: number;
}

export interface MailSettings {
  /** e.g. smtps://user:pass@smtp.example.com:465 (nodemailer's URL form). */
  smtpUrl: string | undefined;
  from: string;
}

export interface WalletSettings {
  currency: string;
  payoutMinimum: number;
  /** How long after a sale its earning becomes available. */
  holdSeconds: number;
}

function parseWholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name}: ${raw} (a whole number, 0 or more)`);
  return value;
}

function parseWalletSettings(env: Env): WalletSettings {
  const currency = (env.WALLET_CURRENCY ?? WALLET_DEFAULTS.currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`Invalid WALLET_CURRENCY: ${currency} (an ISO 4217 code such as INR)`);
  // Amounts are kept and typed in hundredths (paise, cents): a currency of 0 or 3 decimals would be misread.
  const decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  if (decimals !== 2) throw new Error(`Unsupported WALLET_CURRENCY: ${currency} has ${decimals} decimals (amounts are kept in hundredths)`);
  return {
    currency,
    payoutMinimum: parseWholeNumber('WALLET_PAYOUT_MINIMUM', env.WALLET_PAYOUT_MINIMUM, WALLET_DEFAULTS.payoutMinimum),
    holdSeconds: parseWholeNumber('WALLET_HOLD_SECONDS', env.WALLET_HOLD_SECONDS, WALLET_DEFAULTS.holdSeconds),
  };
}

type Env = Record<string, string | undefined>;

/**
 * Relative paths resolve against the directory npm was started from (INIT_CWD), so
 * `npm start` at the repository root keeps its data in `<repo>/data` although the
 * server process itself runs in apps/api. Without npm, they resolve against the cwd.
 */
function resolveFromLaunchDir(env: Env, value: string): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${raw}`);
  return port;
}

/**
 * Which proxies' X-Forwarded-For to believe: `false`, or their IPs/CIDRs. `true` believes any
 * client's header (it can then pick its own address for the throttles): only behind a proxy that
 * overwrites the header.
 */
function parseTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** JWT_SECRET from the environment, else one generated on first start and kept in dataDir/jwt-secret. */
export function loadJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolveFromLaunchDir(env, env.DATA_DIR ?? 'data');
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadJwtSecret(env, dataDir),
    jwtExpiresIn: '7d',
    demoVendor: {
      email: (env.DEMO_VENDOR_EMAIL ?? 'vendor@example.com').toLowerCase(),
      password: env.DEMO_VENDOR_PASSWORD ?? 'Vendor@123',
    },
    admin: {
      email: (env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
      password: env.ADMIN_PASSWORD ?? 'Admin@123',
    },
    webDist: env.WEB_DIST ? resolveFromLaunchDir(env, env.WEB_DIST) : path.resolve(API_PACKAGE_DIR, '../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    strictContract: env.STRICT_CONTRACT === '1',
    wallet: parseWalletSettings(env),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'DHub <no-reply@dhub.local>' },
    jobsIntervalSeconds: parseWholeNumber('JOBS_INTERVAL_SECONDS', env.JOBS_INTERVAL_SECONDS, 60),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
