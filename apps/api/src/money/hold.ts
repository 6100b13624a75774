import { WALLET_DEFAULTS } from '@dhub/contract';
import { sql } from 'drizzle-orm';

/** The session setting that carries WALLET_HOLD_SECONDS to the SQL (db/client.ts sets it on every connection). */
export const EARNING_HOLD_SETTING = 'dhub.earning_hold_seconds';

/** When an earning settled now becomes available: now plus the marketplace's hold. */
export const availableAfterHold = sql<Date>`now() + make_interval(secs => coalesce(nullif(current_setting(${sql.raw(`'${EARNING_HOLD_SETTING}'`)}, true), '')::int, ${sql.raw(String(WALLET_DEFAULTS.holdSeconds))}))`;
