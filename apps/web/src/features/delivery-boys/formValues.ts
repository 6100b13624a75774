import type { DeliveryBoy, EditDeliveryBoyFields, IdentityType, VehicleType } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';
import { optionalText } from '../../lib/bodyFields';

/** What the delivery boy form's inputs hold. */
export interface DeliveryBoyFormValues {
  name: string;
  phone: string;
  email: string;
  vehicleType: VehicleType;
  vehicleNumber: string;
  zoneId: string;
  licenceNumber: string;
  identityType: IdentityType;
  identityNumber: string;
  onDuty: boolean;
}

export const newDeliveryBoyValues = (): DeliveryBoyFormValues => ({
  name: '',
  phone: '',
  email: '',
  vehicleType: 'motorbike',
  vehicleNumber: '',
  zoneId: '',
  licenceNumber: '',
  identityType: 'aadhaar',
  identityNumber: '',
  onDuty: true,
});

/** A delivery boy's details as the form shows them. */
export const valuesOf = (boy: DeliveryBoy): DeliveryBoyFormValues => ({
  name: boy.name,
  phone: boy.phone,
  email: boy.email ?? '',
  vehicleType: boy.vehicleType,
  vehicleNumber: boy.vehicleNumber ?? '',
  zoneId: boy.zone?._id ?? '',
  licenceNumber: boy.licenceNumber ?? '',
  identityType: boy.identityType,
  identityNumber: boy.identityNumber,
  onDuty: boy.onDuty,
});

/** The text parts the form sends (blank optional ones left out: the contract's schema decides). */
export const fieldsOf = (values: DeliveryBoyFormValues): DraftBody<EditDeliveryBoyFields> => ({
  name: values.name,
  phone: values.phone,
  email: optionalText(values.email),
  vehicleType: values.vehicleType,
  vehicleNumber: optionalText(values.vehicleNumber),
  zoneId: optionalText(values.zoneId),
  licenceNumber: optionalText(values.licenceNumber),
  identityType: values.identityType,
  identityNumber: values.identityNumber,
  onDuty: values.onDuty,
});

export const FIELD_NAMES = Object.keys(newDeliveryBoyValues()) as (keyof DeliveryBoyFormValues)[];
