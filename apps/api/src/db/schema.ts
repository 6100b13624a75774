import { DEFAULT_COMMISSION_RATE, serviceSchema, STORE_STATUSES, USER_ROLES, type Service } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', USER_ROLES);
export const storeStatus = pgEnum('store_status', STORE_STATUSES);
const SERVICE_KINDS = serviceSchema.shape.kind.options as [Service['kind'], ...Service['kind'][]];
export const serviceKind = pgEnum('service_kind', SERVICE_KINDS);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased; the unique index makes emails case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    personalEmail: text('personal_email'),
    altPhone: text('alt_phone'),
    experienceYears: numeric('experience_years', { precision: 4, scale: 1, mode: 'number' }),
    dob: date('dob'),
    /** Storage key of the profile image (public). */
    imageKey: text('image_key'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Sessions signed in before this (a password change) are over. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Signing in also asks for a code sent by e-mail (the vendor's choice). */
    twoStepSignIn: boolean('two_step_sign_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull().unique(),
  kind: serviceKind('kind').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull().unique(),
  isoCode: text('iso_code').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('states_country_name_key').on(table.countryId, table.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('cities_state_name_key').on(table.stateId, table.name)],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    pincode: text('pincode'),
    deliveryCharge: numeric('delivery_charge', { precision: 12, scale: 2, mode: 'number' }),
    deliveryPincodes: jsonb('delivery_pincodes').$type<string[]>().notNull().default([]),
    shopOpen: boolean('shop_open').notNull().default(true),
    /** Busy mode: no new orders before this time (computed from it, so it ends by itself on every instance). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** The marketplace's commission on this store's sales, in basis points (a plan will set it). */
    commissionRate: integer('commission_rate').notNull().default(DEFAULT_COMMISSION_RATE),
    workingHours: jsonb('working_hours').$type<{ day: string; fromTime: string; toTime: string; isOpen: true }[]>().notNull().default([]),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    metaKeywords: jsonb('meta_keywords').$type<string[]>().notNull().default([]),
    status: storeStatus('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stores_vendor_idx').on(table.vendorId), index('stores_status_idx').on(table.status)],
);

/** KYC numbers of a store (one row per store; never public). */
export const storeKyc = pgTable('store_kyc', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** Null when not given yet: KYC may be completed after registration (missingDocumentsOf). */
  panNumber: text('pan_number'),
  aadharNumber: text('aadhar_number'),
  gasBillNumber: text('gas_bill_number'),
  businessNumber: text('business_number'),
  gstNumber: text('gst_number'),
  otherDocumentTitle: text('other_document_title'),
});

export const storeBankAccounts = pgTable('store_bank_accounts', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifsCode: text('ifs_code').notNull(),
  upiId: text('upi_id').notNull(),
});

/** Every uploaded file of a store: `field` is the form field name (REGISTRATION_FILE_FIELDS). */
export const storeFiles = pgTable(
  'store_files',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    position: smallint('position').notNull().default(0),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPublic: boolean('is_public').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('store_files_store_idx').on(table.storeId, table.field)],
);

/** Failed sign-ins per account (email) and address: the count and when the last one was. */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.ip] }),
    index('login_failures_ip_idx').on(table.ip, table.lastFailureAt),
    index('login_failures_time_idx').on(table.lastFailureAt),
  ],
);

/**
 * Two-step sign-in codes, one row per code sent (by a sign-in with the right password, or a resend).
 * The row is the sign-in's challenge: the client holds `<id>.<secret>` and only the secret's SHA-256
 * is kept; the code is kept as an HMAC bound to the row. Used (signed in) or replaced by a newer
 * code of the account: it cannot be confirmed again.
 */
export const twoStepCodes = pgTable(
  'two_step_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** When the password was checked: the challenge may ask for new codes for TWO_STEP_SIGN_IN.challengeMinutes. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong and right guesses of this code; at TWO_STEP_SIGN_IN.triesPerCode it is dead. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('two_step_codes_user_created_idx').on(table.userId, table.createdAt),
    index('two_step_codes_created_idx').on(table.createdAt),
  ],
);

/** Fixed-window counters shared by every instance (key: what is limited and for whom). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
