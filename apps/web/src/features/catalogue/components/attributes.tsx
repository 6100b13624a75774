import type { ProductAttributes } from '@dhub/contract';
import type { LookupName } from '../api/lookups';
import type { Vertical } from '../routeTable';

export type AttributeField =
  | {
      name: 'weightId' | 'cuisineTypeId' | 'flavourId' | 'drugTypeId' | 'medicineFormId' | 'therapeuticClassId' | 'packingTypeId';
      kind: 'lookup';
      lookup: LookupName;
    }
  | { name: 'attributeIds'; kind: 'multi'; lookup: LookupName }
  | { name: 'veg' | 'prescriptionRequired'; kind: 'boolean' }
  | { name: 'composition' | 'manufacturer'; kind: 'text' };

/** The attributes of each vertical's products (contract VERTICAL_ATTRIBUTE_SCHEMAS), as form fields. */
export const ATTRIBUTE_FIELDS: Record<Vertical, AttributeField[]> = {
  grocery: [{ name: 'weightId', kind: 'lookup', lookup: 'weights' }],
  food: [
    { name: 'veg', kind: 'boolean' },
    { name: 'cuisineTypeId', kind: 'lookup', lookup: 'cuisineTypes' },
    { name: 'flavourId', kind: 'lookup', lookup: 'flavours' },
  ],
  shopping: [{ name: 'attributeIds', kind: 'multi', lookup: 'ecommerceDropdown' }],
  medicine: [
    { name: 'prescriptionRequired', kind: 'boolean' },
    { name: 'drugTypeId', kind: 'lookup', lookup: 'drugTypes' },
    { name: 'medicineFormId', kind: 'lookup', lookup: 'medicineForms' },
    { name: 'therapeuticClassId', kind: 'lookup', lookup: 'therapeuticClasses' },
    { name: 'packingTypeId', kind: 'lookup', lookup: 'packingTypes' },
    { name: 'composition', kind: 'text' },
    { name: 'manufacturer', kind: 'text' },
  ],
};

export type AttributeValues = ProductAttributes;
