import type { SessionUser } from '@dhub/contract';
import type { users } from '../db/schema.js';
import { publicFileUrl } from '../storage/urls.js';

/** The user as the session and the profile show it. */
export function toSessionUser(user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phone' | 'role' | 'imageKey'>): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    image: user.imageKey ? publicFileUrl(user.imageKey) : null,
  };
}
