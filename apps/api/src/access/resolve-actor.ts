import type { Access } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { TokenError } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import type { TokenClaims } from '../plugins/auth.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import type { Actor, ActorStore } from './actor.js';
import type { ActorCache } from './actor-cache.js';
import { passwordStampOf } from './password-stamp.js';

// One named statement per request: the user's role and state with its stores (oldest first).
const actorRow = preparedPerDatabase((db: Executor) =>
  db
    .select({
      role: users.role,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      passwordChangedAt: passwordStampOf,
      stores: sql<ActorStore[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', sv.kind, 'status', s.status) order by s.created_at, s.id)
        from stores s inner join services sv on sv.id = s.service_id
        where s.vendor_id = users.id), '[]'::json)`,
    })
    .from(users)
    .where(sql`${users.id} = ${sql.placeholder('userId')}::uuid`)
    .prepare('actor_of_user'),
);

/**
 * Whether a token was issued under the account's current password: its `pwd` is the password's
 * stamp then (0: never changed). A token from before `pwd` existed counts by its issue second.
 */
function issuedUnderPassword({ pwd, iat }: TokenClaims, stamp: number | null): boolean {
  if (typeof pwd === 'number') return pwd === (stamp ?? 0);
  return stamp === null || (typeof iat === 'number' && iat >= Math.floor(stamp / 1000));
}

/**
 * The access check of a non-public endpoint: a valid Bearer token (401), an account that still
 * exists, whose password has not changed since the token was issued (401: a password change or reset
 * ends the other sessions) and is not suspended (403), as the database says now (or the cache its change
 * notifications keep exact), not as at sign-in; the endpoint's role (403).
 */
export async function resolveActor(
  { db, actorCache }: { db: Database; actorCache: ActorCache },
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
): Promise<Actor> {
  let claims: TokenClaims;
  try {
    claims = request.server.sessionClaims(request);
  } catch (error) {
    const expired = (error as { code?: string }).code === TokenError.codes.expired;
    throw new HttpError(401, expired ? 'sessionExpired' : 'unauthorized');
  }
  const { sub, role } = claims;
  if (typeof sub !== 'string' || !role) throw new HttpError(401, 'unauthorized');
  const row = await actorCache.read(sub, async () => (await actorRow(db).execute({ userId: sub }))[0]);
  if (!row) throw new HttpError(401, 'unauthorized');
  if (!issuedUnderPassword(claims, row.passwordChangedAt)) throw new HttpError(401, 'sessionExpired');
  if (row.suspended) throw new HttpError(403, 'accountSuspended');
  if (row.role !== access) throw new HttpError(403, 'forbidden');
  return { userId: sub, role: row.role, stores: row.stores };
}
