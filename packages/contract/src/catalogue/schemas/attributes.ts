import { z } from 'zod';
import { idSchema } from '../../common.js';
import { optionalText } from './fields.js';

export const groceryAttributesSchema = z.object({ weightId: idSchema.optional() });
export const foodAttributesSchema = z.object({
  cuisineTypeId: idSchema.optional(),
  flavourId: idSchema.optional(),
  veg: z.boolean().default(true),
});
export const shoppingAttributesSchema = z.object({
  /** Ecommerce dropdown values (sizes, colours…) the product comes in. */
  attributeIds: z.array(idSchema).max(50).default([]),
});
export const medicineAttributesSchema = z.object({
  drugTypeId: idSchema.optional(),
  medicineFormId: idSchema.optional(),
  therapeuticClassId: idSchema.optional(),
  packingTypeId: idSchema.optional(),
  prescriptionRequired: z.boolean().default(false),
  composition: optionalText,
  manufacturer: optionalText,
});

export const VERTICAL_ATTRIBUTE_SCHEMAS = {
  grocery: groceryAttributesSchema,
  food: foodAttributesSchema,
  shopping: shoppingAttributesSchema,
  medicine: medicineAttributesSchema,
} as const;

/** Every attribute key of any vertical (the stored jsonb), all optional. */
export const productAttributesSchema = z.object({
  weightId: idSchema.optional(),
  cuisineTypeId: idSchema.optional(),
  flavourId: idSchema.optional(),
  veg: z.boolean().optional(),
  attributeIds: z.array(idSchema).optional(),
  drugTypeId: idSchema.optional(),
  medicineFormId: idSchema.optional(),
  therapeuticClassId: idSchema.optional(),
  packingTypeId: idSchema.optional(),
  prescriptionRequired: z.boolean().optional(),
  composition: z.string().optional(),
  manufacturer: z.string().optional(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** Attribute keys that are lookup ids, with the lookup type they must point at. */
export const ATTRIBUTE_LOOKUP_TYPES = {
  weightId: 'weight',
  cuisineTypeId: 'cuisine_type',
  flavourId: 'flavour',
  drugTypeId: 'drug_type',
  medicineFormId: 'medicine_form',
  therapeuticClassId: 'therapeutic_class',
  packingTypeId: 'packing_type',
} as const;
