// Split point: zod and the login schema load in their own chunk, on the first submit.
export { loginRequestSchema } from '@dhub/contract';
