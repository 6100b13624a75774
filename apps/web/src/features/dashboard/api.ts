import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type VendorProfileResponse } from '@dhub/contract';
import { apiRequest } from '../../api/client';

export const vendorProfileKey = ['vendorProfile'] as const;

export async function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfileResponse> {
  const { data } = await apiRequest<VendorProfileResponse>(API_PATHS.vendorProfile, { method: 'GET', auth: true, signal });
  return data;
}

export function useVendorProfile() {
  return useQuery({ queryKey: vendorProfileKey, queryFn: ({ signal }) => fetchVendorProfile(signal) });
}
