import type { Access } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import type { Actor, ActorStore } from './actor.js';
import type { ActorCache } from './actor-cache.js';

// One named statement per request: the user's role and state with its stores (oldest first).
const actorRow = preparedPerDatabase((db: Executor) =>
  db
    .select({
      role: users.role,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      // Whole seconds, as a token's iat: a token of the second of the change stays valid (the new session's).
      passwordChangedAt: sql<number | null>`floor(extract(epoch from ${users.passwordChangedAt}))::bigint`.mapWith(Number),
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
 * The access check of a non-public endpoint: a valid Bearer token (401), an account that still
 * exists, whose password has not changed since the token was issued (401: a password change ends
 * the other sessions) and is not suspended (403), as the database says now (or the cache its change
 * notifications keep exact), not as at sign-in; the endpoint's role (403).
 */
export async function resolveActor(
  { db, actorCache }: { db: Database; actorCache: ActorCache },
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
): Promise<Actor> {
  try {
    await request.jwtVerify();
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
    throw new HttpError(401, expired ? 'sessionExpired' : 'unauthorized');
  }
  const { sub, role, iat } = request.user ?? {};
  if (typeof sub !== 'string' || !role) throw new HttpError(401, 'unauthorized');
  const row = await actorCache.read(sub, async () => (await actorRow(db).execute({ userId: sub }))[0]);
  if (!row) throw new HttpError(401, 'unauthorized');
  if (row.passwordChangedAt !== null && (typeof iat !== 'number' || iat < row.passwordChangedAt))
    throw new HttpError(401, 'sessionExpired');
  if (row.suspended) throw new HttpError(403, 'accountSuspended');
  if (row.role !== access) throw new HttpError(403, 'forbidden');
  return { userId: sub, role: row.role, stores: row.stores };
}
