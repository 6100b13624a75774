import { z } from 'zod';
import { API_PREFIX, LIMITS } from '../../constants.js';
import { CATALOGUE_MESSAGES as M } from '../messages.js';
import { CATALOGUE_STATUSES, CATALOGUE_VERTICALS, STOCK_STATES } from '../verticals.js';

/** Field rules the catalogue's bodies and queries share. */
export const catalogueVerticalSchema = z.enum(CATALOGUE_VERTICALS);
export const catalogueStatusSchema = z.enum(CATALOGUE_STATUSES);
export const stockStateSchema = z.enum(STOCK_STATES);

export const name = z.string().trim().min(1, M.nameRequired).max(LIMITS.textMax);
export const optionalText = z.string().trim().max(LIMITS.textMax).optional();
export const description = z.string().trim().max(LIMITS.descriptionMax).optional();
/** The highest catalogue price: ₹1,00,00,000 (10 million rupees), in paise. */
export const CATALOGUE_PRICE_MAX = 1_000_000_000;
/**
 * A catalogue amount (price, MRP, a variation's price): whole paise from 0 to CATALOGUE_PRICE_MAX.
 * A fraction of a paisa (e.g. 151.5, or rupees sent as paise) is refused, never rounded.
 */
export const money = z
  .number({ error: M.priceRange })
  .int(M.priceWholePaise)
  .min(0, M.priceRange)
  .max(CATALOGUE_PRICE_MAX, M.priceRange)
  .meta({ description: 'Minor units (paise), whole, 0 to 1,000,000,000' });
export const stock = z.number({ error: M.stockInteger }).int(M.stockInteger).min(0, M.stockInteger).max(10_000_000, M.stockInteger);
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** MRP ≥ price, when both are given (items, product requests). */
export function checkMrp(value: { price?: number; mrp?: number }, ctx: z.RefinementCtx) {
  if (value.price !== undefined && value.mrp !== undefined && value.mrp < value.price) {
    ctx.addIssue({ code: 'custom', path: ['mrp'], message: M.mrpBelowPrice });
  }
}

/**
 * Photos a store uploaded to this server (`uploadImage` answers their URLs): the server also checks
 * each is a file of that store, so no outside address or other path gets in.
 */
export const uploadedImages = (max: number) =>
  z.array(z.string().trim().max(500, M.imageNotUploaded).startsWith(`${API_PREFIX}/media/`, M.imageNotUploaded)).max(max, M.tooManyImages);
