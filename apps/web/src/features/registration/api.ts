import { API_PATHS, type NamedItem, type Service, type MessageResponse } from '@dhub/contract';
import { apiRequest } from '../../api/client';
import { uploadForm } from '../../api/upload';

export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  const { data } = await apiRequest<{ services?: Service[] }>(API_PATHS.services, { signal });
  return data?.services ?? [];
}

export async function fetchCountries(signal?: AbortSignal): Promise<NamedItem[]> {
  const { data } = await apiRequest<{ country?: NamedItem[] }>(API_PATHS.countries, { signal });
  return data?.country ?? [];
}

export async function fetchStates(countryId: string, signal?: AbortSignal): Promise<NamedItem[]> {
  const { data } = await apiRequest<{ state?: NamedItem[] }>(API_PATHS.states, { body: { countryId }, signal });
  return data?.state ?? [];
}

export async function fetchCities(stateId: string, signal?: AbortSignal): Promise<NamedItem[]> {
  const { data } = await apiRequest<{ cities?: NamedItem[] }>(API_PATHS.cities, { body: { stateId }, signal });
  return data?.cities ?? [];
}

/** POST RegisterStore, multipart, with upload progress (0..100). */
export async function registerStore(form: FormData, onProgress: (percent: number) => void): Promise<MessageResponse | undefined> {
  const { data } = await uploadForm<MessageResponse | undefined>(API_PATHS.registerStore, form, { onProgress });
  return data;
}
