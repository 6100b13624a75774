import type { CatalogueStatus, CatalogueVertical, Category, Paginated } from '@dhub/contract';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { nameContains } from '../../db/text-search.js';
import { categories } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { iso, offsetOf } from '../../db/paging.js';
import { notifyStoreOwner } from '../../notify/notify.js';

const parent = alias(categories, 'parent');

const categoryColumns = {
  _id: categories.id,
  name: categories.name,
  vertical: categories.vertical,
  level: categories.level,
  parentId: categories.parentId,
  parentName: parent.name,
  status: categories.status,
  reason: categories.reason,
  requestedByStoreId: categories.requestedByStoreId,
  createdAt: categories.createdAt,
};

type CategoryRow = Omit<Category, 'createdAt' | 'parentName'> & { parentName: string | null; createdAt: Date };

const toCategory = (row: CategoryRow): Category => ({ ...row, createdAt: iso(row.createdAt) });

export async function selectCategories(
  db: Executor,
  where: SQL | undefined,
  byName = true,
  page?: { page: number; limit: number },
): Promise<Category[]> {
  const query = db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(byName ? asc(categories.name) : asc(categories.createdAt), asc(categories.id))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(offsetOf(page)) : query);
  return rows.map((row) => toCategory(row as CategoryRow));
}

/** Approved categories of a level (public lookups); `parentId` limits to one parent's children. */
export function approvedCategories(
  db: Database,
  { level, vertical, parentId }: { level: 1 | 2 | 3; vertical?: CatalogueVertical; parentId?: string },
): Promise<Category[]> {
  return selectCategories(
    db,
    and(
      eq(categories.level, level),
      eq(categories.status, 'approved'),
      vertical ? eq(categories.vertical, vertical) : undefined,
      parentId ? eq(categories.parentId, parentId) : undefined,
    ),
  );
}

/**
 * A store's view, one page by name: the approved categories (or subcategories) of its vertical
 * plus its own requests; `status` narrows (pending / rejected: only its own requests).
 */
export async function storeCategories(
  db: Database,
  {
    store,
    level,
    query,
  }: {
    store: StoreScope;
    level: 1 | 2;
    query: { status?: CatalogueStatus; parentId?: string; searchQuery?: string; page: number; limit: number };
  },
): Promise<Paginated<Category>> {
  const own = eq(categories.requestedByStoreId, store.id);
  const visible =
    query.status === 'approved'
      ? eq(categories.status, 'approved')
      : query.status
        ? and(eq(categories.status, query.status), own)
        : or(eq(categories.status, 'approved'), own);
  const where = and(
    eq(categories.vertical, store.vertical),
    eq(categories.level, level),
    visible,
    query.parentId ? eq(categories.parentId, query.parentId) : undefined,
    nameContains(categories.name, query.searchQuery),
  );
  const [[total], items] = await Promise.all([
    db.select({ n: count() }).from(categories).where(where),
    selectCategories(db, where, true, query),
  ]);
  return { items, page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** The parent of a subcategory request: an approved category of the store's vertical, else 400. */
export async function approvedCategoryOf(
  db: Executor,
  { vertical, categoryId }: { vertical: CatalogueVertical; categoryId: string },
): Promise<string> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.id, categoryId), eq(categories.vertical, vertical), eq(categories.level, 1), eq(categories.status, 'approved')),
    );
  if (!row) throw HttpError.onField(400, 'unknownCategory', 'categoryId');
  return row.id;
}

/** The vertical of an approved category (level 1), else 400. */
export async function verticalOfCategory(db: Executor, categoryId: string): Promise<CatalogueVertical> {
  const [row] = await db
    .select({ vertical: categories.vertical })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.level, 1), eq(categories.status, 'approved')));
  if (!row) throw HttpError.onField(400, 'unknownCategory', 'categoryId');
  return row.vertical;
}

/** A store asks for a category (level 1) or a subcategory (level 2, under parentId). 409 when the name exists. */
export async function requestCategory(
  db: Database,
  { store, ...input }: { store: StoreScope; name: string; level: 1 | 2; parentId?: string },
): Promise<Category> {
  const parentCondition = input.parentId ? eq(categories.parentId, input.parentId) : sql`${categories.parentId} is null`;
  const [duplicate] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.vertical, store.vertical),
        eq(categories.level, input.level),
        parentCondition,
        sql`lower(${categories.name}) = ${input.name.toLowerCase()}`,
        inArray(categories.status, ['approved', 'pending']),
      ),
    )
    .limit(1);
  if (duplicate) throw HttpError.onField(409, 'categoryExists', 'name');
  const [row] = await db
    .insert(categories)
    .values({
      vertical: store.vertical,
      level: input.level,
      parentId: input.parentId ?? null,
      name: input.name,
      status: 'pending',
      requestedByStoreId: store.id,
    })
    .returning({ id: categories.id });
  const [category] = await selectCategories(db, eq(categories.id, row!.id));
  return category!;
}

export function categoryRequests(db: Database, filter: { status: CatalogueStatus; vertical?: CatalogueVertical; level?: number }) {
  return selectCategories(
    db,
    and(
      sql`${categories.requestedByStoreId} is not null`,
      eq(categories.status, filter.status),
      filter.vertical ? eq(categories.vertical, filter.vertical) : undefined,
      filter.level ? eq(categories.level, filter.level) : undefined,
    ),
    false,
  );
}

/** Operator's decision on a pending category or subcategory request. */
export async function reviewCategory(
  db: Database,
  { id, decision }: { id: string; decision: { status: 'approved' } | { status: 'rejected'; reason: string } },
): Promise<Category> {
  const [row] = await db.transaction(async (tx) => {
    const reviewed = await tx
      .update(categories)
      .set({ status: decision.status, reason: decision.status === 'rejected' ? decision.reason : null, reviewedAt: sql`now()` })
      .where(and(eq(categories.id, id), eq(categories.status, 'pending')))
      .returning({ id: categories.id, storeId: categories.requestedByStoreId, name: categories.name, level: categories.level });
    const request = reviewed[0];
    if (request?.storeId) {
      const approved = decision.status === 'approved';
      const params: Record<string, string> = approved ? { name: request.name } : { name: request.name, reason: decision.reason };
      await notifyStoreOwner(tx, request.storeId, {
        type: approved ? 'categoryApproved' : 'categoryRejected',
        params,
        level: request.level,
      });
    }
    return reviewed;
  });
  if (!row) {
    const [exists] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (exists) throw new HttpError(409, 'requestNotPending');
    throw new HttpError(404, 'requestNotFound');
  }
  const [category] = await selectCategories(db, eq(categories.id, id));
  return category!;
}
