import { authEndpoints, passwordEndpoints } from '@dhub/contract';
import { useEndpointMutation } from '../../api/queries';

export const useSendOtp = () => useEndpointMutation(passwordEndpoints.sendOtp);
export const useCompareOtp = () => useEndpointMutation(passwordEndpoints.compareOtp);
export const useResetPassword = () => useEndpointMutation(passwordEndpoints.resetPassword);
export const useChangePassword = () => useEndpointMutation(passwordEndpoints.changePassword);
export const useVerifyTwoStep = () => useEndpointMutation(authEndpoints.verifyTwoStep);
export const useResendTwoStep = () => useEndpointMutation(authEndpoints.resendTwoStep);
