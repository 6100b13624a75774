import { useServices } from '../useLookups';
import { LookupSelect } from './LookupSelect';

export function ServiceSelect() {
  const services = useServices();
  return <LookupSelect name="serviceId" options={services.data} loading={services.isFetching} />;
}
