import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormValues } from '@dhub/contract';
import { useCities, useCountries, useStates } from '../useLookups';
import { LookupSelect } from './LookupSelect';

/**
 * Country → state → city (spec §4): the state select is disabled until a country is chosen,
 * the city select until a state is; a new country clears state and city, a new state clears city.
 */
export function CascadingLocationSelects() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const [countryId, stateId] = useWatch({ control, name: ['countryId', 'stateId'] });
  const countries = useCountries();
  const states = useStates(countryId);
  const cities = useCities(stateId);

  return (
    <>
      <LookupSelect
        name="countryId"
        options={countries.data}
        loading={countries.isFetching}
        onSelected={() => {
          setValue('stateId', '');
          setValue('cityId', '');
        }}
      />
      <LookupSelect
        name="stateId"
        options={countryId ? states.data : []}
        loading={states.isFetching}
        disabled={!countryId}
        disabledHint={t('registration.hints.chooseCountryFirst')}
        onSelected={() => setValue('cityId', '')}
      />
      <LookupSelect
        name="cityId"
        options={stateId ? cities.data : []}
        loading={cities.isFetching}
        disabled={!stateId}
        disabledHint={t('registration.hints.chooseStateFirst')}
      />
    </>
  );
}
