import { storeEndpoints } from '@dhub/contract';
import { upload } from '../../api/call';

/** POST RegisterStore, multipart, with upload progress (0..100). */
export async function registerStore(form: FormData, onProgress: (percent: number) => void) {
  return (await upload(storeEndpoints.registerStore, { form }, { onProgress })).data;
}
