import { registrationEndpoints } from '@dhub/contract';
import { upload } from '../../api/call';

/** POST RegisterStore, multipart, with upload progress (0..100). */
export async function registerStore(form: FormData, onProgress: (percent: number) => void) {
  return (await upload(registrationEndpoints.registerStore, { form }, { onProgress })).data;
}
