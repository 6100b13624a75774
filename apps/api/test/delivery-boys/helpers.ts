import { deliveryBoyEndpoints, fillPath, type DeliveryBoyDetail } from '@dhub/contract';
import { and, asc, eq } from 'drizzle-orm';
import { services, stores, users } from '../../src/db/schema.js';
import { multipart, pdfBytes, pngBytes, type UploadFile } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import type { TestContext } from '../helpers/test-app.js';

/** The demo vendor's oldest store of a kind (grocery, food, booking). */
export async function demoStoreOf(ctx: TestContext, kind: 'grocery' | 'food' | 'booking'): Promise<string> {
  const [row] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, ctx.config.demoVendor.email), eq(services.kind, kind)))
    .orderBy(asc(stores.createdAt));
  return row!.id;
}

let serial = 0;
/** A phone number no other test uses. */
export const uniquePhone = () => `+9198${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`;

/** The text parts of a valid delivery boy on a motorbike (as typed: spaces, lower case). */
export const boyFields = (storeId: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  storeId,
  name: 'Suresh Kumar',
  phone: uniquePhone(),
  email: 'suresh@example.com',
  vehicleType: 'motorbike',
  vehicleNumber: 'ka-01 ab 1234',
  licenceNumber: 'KA01 2019 0001234',
  identityType: 'aadhaar',
  identityNumber: '1234 5678 9012',
  ...overrides,
});

export const IDENTITY_PNG: UploadFile = { field: 'identity_document', name: 'aadhaar.png', content: pngBytes(), type: 'image/png' };
export const LICENCE_PDF: UploadFile = { field: 'licence_document', name: 'Licence.PDF', content: pdfBytes(), type: 'application/pdf' };

/** A multipart POST of the delivery boys' API. */
export async function sendForm(
  ctx: TestContext,
  path: string,
  token: string,
  fields: Record<string, string>,
  files: readonly UploadFile[],
) {
  const body = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: api(path),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

export const addBoy = (
  ctx: TestContext,
  token: string,
  fields: Record<string, string>,
  files: readonly UploadFile[] = [IDENTITY_PNG, LICENCE_PDF],
) => sendForm(ctx, deliveryBoyEndpoints.add.path, token, fields, files);

export async function addedBoy(ctx: TestContext, token: string, fields: Record<string, string>): Promise<DeliveryBoyDetail> {
  const response = await addBoy(ctx, token, fields);
  if (response.statusCode !== 201) throw new Error(`add delivery boy: ${response.statusCode} ${response.body}`);
  return response.json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy;
}

export const editBoy = (ctx: TestContext, token: string, id: string, fields: Record<string, string>, files: readonly UploadFile[] = []) =>
  sendForm(ctx, fillPath(deliveryBoyEndpoints.update.path, { id }), token, fields, files);
