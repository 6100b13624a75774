import TextField from '@mui/material/TextField';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lookupEndpoints, type NamedItem } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';
import { translateMessage } from '../../../i18n';
import type { StoreFormValues } from '../storeForm';

const STALE_MS = 10 * 60_000;
type LocationField = 'countryId' | 'stateId' | 'cityId';

function LocationSelect({
  control,
  name,
  options,
  disabledHint,
  onSelected,
}: {
  control: Control<StoreFormValues, unknown, unknown>;
  name: LocationField;
  options: readonly NamedItem[] | undefined;
  disabledHint?: string;
  onSelected?: () => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const disabled = Boolean(disabledHint);
  return (
    <TextField
      select
      {...field}
      onChange={(event) => {
        field.onChange(event);
        onSelected?.();
      }}
      label={t(`registration.fields.${name}`)}
      required
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message) || disabledHint}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{options ? t('registration.placeholders.select') : t('app.loading')}</option>
      {(options ?? []).map((option) => (
        <option key={option._id} value={option._id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

/** Country → state → city from the lookups: a new country clears state and city, a new state clears the city. */
export function LocationSelects({
  control,
  setValue,
}: {
  control: Control<StoreFormValues, unknown, unknown>;
  setValue: UseFormSetValue<StoreFormValues>;
}) {
  const { t } = useTranslation();
  const [countryId, stateId] = useWatch({ control, name: ['countryId', 'stateId'] });
  const countries = useEndpointQuery(lookupEndpoints.countries, {}, { staleTime: STALE_MS, select: (data) => data.country });
  const states = useEndpointQuery(
    lookupEndpoints.states,
    { body: { countryId } },
    { enabled: Boolean(countryId), staleTime: STALE_MS, select: (data) => data.state },
  );
  const cities = useEndpointQuery(
    lookupEndpoints.cities,
    { body: { stateId } },
    { enabled: Boolean(stateId), staleTime: STALE_MS, select: (data) => data.cities },
  );
  const clear = (...names: LocationField[]) => names.forEach((name) => setValue(name, ''));
  return (
    <>
      <LocationSelect control={control} name="countryId" options={countries.data} onSelected={() => clear('stateId', 'cityId')} />
      <LocationSelect
        control={control}
        name="stateId"
        options={countryId ? states.data : []}
        disabledHint={countryId ? undefined : t('registration.hints.chooseCountryFirst')}
        onSelected={() => clear('cityId')}
      />
      <LocationSelect
        control={control}
        name="cityId"
        options={stateId ? cities.data : []}
        disabledHint={stateId ? undefined : t('registration.hints.chooseStateFirst')}
      />
    </>
  );
}
