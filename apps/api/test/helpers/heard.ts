/**
 * How long a test waits for what another connection's NOTIFY changes: on PostgreSQL a notification
 * arrives after the writing statement has answered, so a read straight after it may still be stale.
 */
export const HEARD = { timeout: 3000, interval: 10 };
