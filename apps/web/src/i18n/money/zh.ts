import type { MoneyTranslation } from './index';

const zh: MoneyTranslation = {
  messages: {
    amountRange: '请输入大于零且不超过 1000000 的金额。',
    referenceNeeded: '请输入付款参考号。',
    topUpRequested: '充值已登记：平台确认付款后即入账。',
    topUpNotFound: '未找到此充值。',
    topUpNotPending: '此充值已处理。',
    topUpConfirmed: '充值已确认并入账。',
    topUpRejected: '充值已拒绝。',
    payoutRequested: '已申请提现：金额将冻结至付款完成。',
    payoutBelowMinimum: '提现金额不能低于最低金额。',
    payoutOverAvailable: '提现金额不能超过可用余额。',
    payoutNoBankAccount: '申请提现前，请先为店铺添加银行账户。',
    payoutBankNotVerified: '店铺的银行账户尚未验证：平台验证后即可申请提现。',
    payoutNotFound: '未找到此提现。',
    payoutWrongState: '此提现在当前状态下无法执行该操作。',
    payoutApproved: '提现已批准。',
    payoutPaid: '提现已标记为已付款。',
    payoutRejected: '提现已拒绝：金额已退回可用余额。',
    bankReferenceNeeded: '请输入该笔转账的银行参考号。',
    idempotencyKeyReused: '此请求密钥已用于另一个请求。',
    adjustmentAmount: '调整金额须为非零整数，正负均不超过 1000000。',
    adjustmentSaved: '钱包已调整。',
    walletInsufficient: '可用余额不足。',
    monthFormat: '请选择月份（YYYY-MM）。',
  },
};

export default zh;
