import { DEFAULT_COUNTRY_CODE } from '@site/validation';
import type { SelectOption } from '@site/ui';

/** Country codes offered beside the phone field; 86 (SPEC §3 default) first. */
export const COUNTRY_CODE_OPTIONS: readonly SelectOption[] = [
  { value: String(DEFAULT_COUNTRY_CODE), label: '+86 中国大陆' },
  { value: '852', label: '+852 中国香港' },
  { value: '853', label: '+853 中国澳门' },
  { value: '886', label: '+886 中国台湾' },
  { value: '63', label: '+63 菲律宾' },
  { value: '60', label: '+60 马来西亚' },
  { value: '65', label: '+65 新加坡' },
  { value: '66', label: '+66 泰国' },
  { value: '84', label: '+84 越南' },
  { value: '855', label: '+855 柬埔寨' },
];
