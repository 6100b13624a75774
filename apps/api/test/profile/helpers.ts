import { fillPath, profileOperatorEndpoints as O, vendorProfileResponseSchema } from '@dhub/contract';
import { expect } from 'vitest';
import { call } from '../helpers/catalogue.js';
import { multipart, type UploadFile } from '../helpers/fixtures.js';
import { api, getProfile, loginToken } from '../helpers/http.js';
import { submitRegistration, uniqueEmail, validFields, validFiles, type Ids } from '../helpers/registration.js';
import type { TestContext } from '../helpers/test-app.js';

export interface RegisteredStore {
  token: string;
  storeId: string;
  password: string;
}

/** A new vendor registered with every document (the registration's valid fields and files, with `overrides`); its token and store. */
export async function registeredStore(ctx: TestContext, ids: Ids, overrides: Record<string, string> = {}): Promise<RegisteredStore> {
  const fields = validFields(ids, { email: uniqueEmail('profile'), ...overrides });
  const response = await submitRegistration(ctx.app, fields, validFiles());
  expect(response.statusCode, response.body).toBe(201);
  const token = await loginToken(ctx.app, fields.email!, fields.password!);
  const profile = vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json());
  return { token, storeId: profile.stores[0]!._id, password: fields.password! };
}

/** A multipart POST with a Bearer token. */
export async function postForm(
  ctx: TestContext,
  path: string,
  token: string,
  fields: Record<string, string>,
  files: readonly UploadFile[] = [],
) {
  const body = await multipart(fields, files);
  return ctx.app.inject({ method: 'POST', url: api(path), ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
}

/** The operator verifies each document of the store. */
export async function verifyDocuments(ctx: TestContext, admin: string, storeId: string, documents: readonly string[]) {
  for (const document of documents) {
    const response = await call(ctx, 'POST', fillPath(O.verifyDocument.path, { id: storeId, document }), admin);
    expect(response.statusCode, response.body).toBe(200);
  }
}
