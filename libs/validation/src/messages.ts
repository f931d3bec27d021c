/**
 * Every member-visible text of this library (zh-CN). The form rules they describe:
 * - 用户名: 6-16 位字母或数字, 以字母开头 (与契约 USERNAME_PATTERN 一致)
 * - 密码: 8-20 位, 须同时包含字母和数字, 可含英文符号, 不含空格 (与契约 PASSWORD_PATTERN 一致)
 * - 手机号: 中国大陆 (86) 为 1 开头的 11 位; 其他国家/地区 5-14 位数字
 * - 验证码: 4-6 位字母或数字
 * - 真实姓名 (注册等通用表单): 2-30 个字符, 中文 (可含 "·") 或英文字母 (可含空格、"."、"'"、"-")
 * - 银行卡号: 12-19 位数字, 通过 Luhn 校验
 * - 取款密码: 6 位数字
 * - 金额: 只含半角数字和一个小数点 (小数点前要有数字), 最多 2 位小数, 整数部分最多 12 位, 大于 0,
 *   且在单笔最低/最高限额之间; 不合格的输入原样留在框里并说明原因, 从不改成另一个数
 * - 身份证号: 18 位, 前 17 位数字, 末位为校验码 (0-9 或 X), 出生日期真实存在 (GB 11643-1999)
 * - 实名 / 持卡人姓名: 2-20 个汉字, 少数民族姓名可用 "·" 分隔
 * - 钱包地址: TRC20 以 T 开头共 34 位 (Base58), ERC20 以 0x 开头共 42 位 (十六进制)
 * - 收款账号: 4-64 个字符, 不含空格
 * - 昵称: 显示宽度 4-20 (一个汉字算 2), 只含中文、字母、数字和下划线
 * - 邮箱: 与契约 (zod email) 相同的格式, 最长 64 个字符
 * - 出生日期: 真实存在的日期, 年满 18 周岁且不早于 100 年前 (按北京时间的今天)
 * - 意见反馈: 去掉首尾空白后至少 5 个字, 显示宽度不超过 500; 联系方式选填, 最长 50 个字符
 */
// Nearly every limit is spelt out in a text below: one namespace, not a list of 24 names that
// repeats the imports of the rule modules.
import * as LIMITS from './form-limits';

export const MESSAGES = {
  usernameRequired: '请输入用户名',
  usernameInvalid: `用户名须为${LIMITS.USERNAME_MIN_LENGTH}-${LIMITS.USERNAME_MAX_LENGTH}位字母或数字，且以字母开头`,
  passwordRequired: '请输入密码',
  passwordLength: `密码长度须为${LIMITS.PASSWORD_MIN_LENGTH}-${LIMITS.PASSWORD_MAX_LENGTH}位`,
  passwordCharacters: '密码只能包含字母、数字和英文符号，不能包含空格',
  passwordNeedsLetterAndDigit: '密码须同时包含字母和数字',
  confirmPasswordRequired: '请再次输入密码',
  confirmPasswordMismatch: '两次输入的密码不一致',
  phoneRequired: '请输入手机号码',
  phoneInvalidCn: '请输入正确的11位手机号码',
  phoneInvalid: `请输入正确的手机号码（${LIMITS.PHONE_MIN_DIGITS}-${LIMITS.PHONE_MAX_DIGITS}位数字）`,
  captchaRequired: '请输入验证码',
  captchaInvalid: `验证码须为${LIMITS.CAPTCHA_MIN_LENGTH}-${LIMITS.CAPTCHA_MAX_LENGTH}位字母或数字`,
  realNameRequired: '请输入真实姓名',
  realNameInvalid: `真实姓名须为${LIMITS.REAL_NAME_MIN_LENGTH}-${LIMITS.REAL_NAME_MAX_LENGTH}个字符的中文或英文姓名`,
  bankCardRequired: '请输入银行卡号',
  bankCardLength: `银行卡号须为${LIMITS.BANK_CARD_MIN_DIGITS}-${LIMITS.BANK_CARD_MAX_DIGITS}位数字`,
  bankCardChecksum: '银行卡号有误，请核对后重新输入',
  withdrawPasswordRequired: '请输入取款密码',
  withdrawPasswordInvalid: `取款密码须为${LIMITS.WITHDRAW_PASSWORD_DIGITS}位数字`,
  amountRequired: '请输入金额',
  amountInvalid: '请输入正确的金额，最多保留2位小数',
  /** Issue #35 item 5: what was typed stays in the field, refused with the reason beside it. */
  amountCharacters: (listed: string) => `金额只能输入数字和小数点，不能有${listed}`,
  amountFullWidth: (listed: string) => `金额须用半角数字和小数点，不能有全角的${listed}，请切换到半角后输入`,
  amountExtraPoint: '金额只能有一个小数点',
  amountNoWhole: '金额的小数点前要有数字，如 0.5',
  amountDecimals: (decimals: number) => (decimals > 0 ? `金额最多保留${String(decimals)}位小数` : '金额只能是整数'),
  amountTooLarge: `金额过大，整数部分最多${LIMITS.AMOUNT_MAX_WHOLE_DIGITS}位`,
  amountNotPositive: '金额须大于0',
  amountBelowMin: (min: string) => `单笔金额不能低于${min}元`,
  amountAboveMax: (max: string) => `单笔金额不能高于${max}元`,
  required: (field: string) => `请输入${field}`,
  idNumberRequired: '请输入身份证号',
  idNumberShape: `身份证号须为${LIMITS.RESIDENT_ID_LENGTH}位（最后一位可为X）`,
  idNumberBirthDate: '身份证号中的出生日期有误',
  idNumberChecksum: '身份证号校验不通过，请核对后重新输入',
  chineseNameInvalid: `姓名须为${LIMITS.CHINESE_NAME_MIN_LENGTH}-${LIMITS.CHINESE_NAME_MAX_LENGTH}个汉字，与身份证一致`,
  coinAddressRequired: '请输入钱包地址',
  coinAddressTrc20: 'TRC20 地址须以 T 开头，共 34 位',
  coinAddressErc20: 'ERC20 地址须以 0x 开头，共 42 位',
  coinProtocolUnknown: '请选择链类型',
  payAccountRequired: '请输入账号',
  payAccountInvalid: '账号格式不正确',
  bankRequired: '请选择开户银行',
  cardTail: (bank: string, tail: string) => `${bank}（尾号${tail}）`,
  // ── member profile and feedback (profile-rules.ts) ──
  nicknameRequired: '请输入昵称',
  nicknameCharacters: '昵称只能包含中文、字母、数字和下划线',
  nicknameWidth: `昵称长度须为${LIMITS.NICKNAME_MIN_WIDTH}-${LIMITS.NICKNAME_MAX_WIDTH}个字符（一个汉字算2个字符）`,
  emailRequired: '请输入邮箱',
  emailInvalid: '邮箱格式不正确',
  emailTooLong: `邮箱不能超过${LIMITS.EMAIL_MAX_LENGTH}个字符`,
  birthdayRequired: '请选择出生日期',
  birthdayInvalid: '出生日期格式不正确',
  birthdayTooYoung: `须年满${LIMITS.MEMBER_MIN_AGE}周岁`,
  birthdayTooOld: `出生日期不能早于${LIMITS.MEMBER_MAX_AGE}年前`,
  feedbackRequired: '请输入反馈内容',
  feedbackTooShort: `反馈内容至少${LIMITS.FEEDBACK_MIN_LENGTH}个字`,
  feedbackTooLong: `反馈内容不能超过${LIMITS.FEEDBACK_MAX_WIDTH}个字符（一个汉字算2个字符）`,
  contactTooLong: `联系方式不能超过${LIMITS.FEEDBACK_CONTACT_MAX_LENGTH}个字符`,
} as const;
