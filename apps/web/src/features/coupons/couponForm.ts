import { addDays, format } from 'date-fns';
import type { Coupon, CouponKind, EditCouponBody } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';
import { numberOf } from '../../lib/bodyFields';
import type { MinorAmountInput } from '../../hooks/useMoney';

/** What the coupon form's inputs hold: text as typed (amounts in rupees), the kind, the switch. */
export interface CouponFormValues {
  code: string;
  title: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  isActive: boolean;
}

/** A `datetime-local` input's value of an instant, in the browser's time zone. */
export const localInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** A typed amount in rupees as paise, exactly: blank → undefined, not an amount → NaN (refused by the schema). */
function paiseOf(text: string, amount: MinorAmountInput): number | undefined {
  return text.trim() === '' ? undefined : amount.toMinor(text);
}

/** A `datetime-local` value as an ISO instant: blank → undefined, unreadable → as typed (refused by the schema). */
function instantOf(local: string): string | undefined {
  if (local.trim() === '') return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The body of the form's coupon (the edit body; an add adds its store). */
export function couponBodyOf(values: CouponFormValues, amount: MinorAmountInput): DraftBody<EditCouponBody> {
  const percent = values.kind === 'percent';
  return {
    code: values.code,
    title: values.title,
    kind: values.kind,
    value: values.kind === 'freeDelivery' ? 0 : percent ? numberOf(values.value) : paiseOf(values.value, amount),
    minOrder: paiseOf(values.minOrder, amount) ?? 0,
    maxDiscount: percent ? (paiseOf(values.maxDiscount, amount) ?? null) : null,
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    totalLimit: numberOf(values.totalLimit) ?? null,
    perCustomerLimit: numberOf(values.perCustomerLimit) ?? null,
    isActive: values.isActive,
  };
}

/** A new coupon's form: a percentage, valid from now for 30 days, switched on. */
export function newCouponValues(now = new Date()): CouponFormValues {
  return {
    code: '',
    title: '',
    kind: 'percent',
    value: '',
    minOrder: '',
    maxDiscount: '',
    startsAt: localInput(now),
    endsAt: localInput(addDays(now, 30)),
    totalLimit: '',
    perCustomerLimit: '',
    isActive: true,
  };
}

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

/** A saved coupon's form. */
export function couponValuesOf(coupon: Coupon, amount: MinorAmountInput): CouponFormValues {
  return {
    code: coupon.code,
    title: coupon.title ?? '',
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : coupon.kind === 'flat' ? amount.minorToText(coupon.value) : '',
    minOrder: coupon.minOrder > 0 ? amount.minorToText(coupon.minOrder) : '',
    maxDiscount: coupon.maxDiscount === null ? '' : amount.minorToText(coupon.maxDiscount),
    startsAt: localInput(new Date(coupon.startsAt)),
    endsAt: localInput(new Date(coupon.endsAt)),
    totalLimit: limitText(coupon.totalLimit),
    perCustomerLimit: limitText(coupon.perCustomerLimit),
    isActive: coupon.isActive,
  };
}

/** A saved coupon's full edit body, switched on or off (the list's switch). */
export function switchedBody(coupon: Coupon, isActive: boolean): EditCouponBody {
  return {
    code: coupon.code,
    title: coupon.title ?? undefined,
    kind: coupon.kind,
    value: coupon.value,
    minOrder: coupon.minOrder,
    maxDiscount: coupon.maxDiscount,
    startsAt: coupon.startsAt,
    endsAt: coupon.endsAt,
    totalLimit: coupon.totalLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    isActive,
  };
}
