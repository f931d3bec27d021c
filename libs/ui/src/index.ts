/*
 * The face of @site/ui: only what something outside this library imports (issue #34). Every
 * user today is apps/web; the groups below say where in it, so a name nobody imports any more
 * can be seen and dropped. A component kept here keeps its …Props type and the types its props
 * are made of. Components that no page uses yet (NavBar, PageHeader, CountdownButton) and the
 * helpers the components use among themselves (UI_MESSAGES, date-range helpers, encodeQr, the
 * timing constants, resolveSkin / useFestivalSkin) stay in the library with their stories and
 * tests, reached by relative paths; export one here when a page needs it.
 */

// apps/web shell: the skin at start-up (shell/config-effects.ts) and the bottom tab bar
// (components/SiteTabBar.tsx, features/home).
export { applySkin } from './skin/festival-skin';
export { TabBar } from './navigation/TabBar';
export type { TabBarProps } from './navigation/TabBar';
export { DEFAULT_TAB_BAR_ITEMS } from './navigation/tab-bar-items';
export type { TabBarItem, TabBarKey } from './navigation/tab-bar-items';

// apps/web, most pages: actions, states of a view (loading, empty, outcome) and the plain
// building blocks of a page (cards, lists, tags, amounts).
export { Button } from './form/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './form/Button';
export { Spinner } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
export { Empty } from './feedback/Empty';
export type { EmptyProps } from './feedback/Empty';
export { Skeleton } from './feedback/Skeleton';
export type { SkeletonProps } from './feedback/Skeleton';
export { Result } from './feedback/Result';
export type { ResultProps, ResultStatus } from './feedback/Result';
export { Card } from './display/Card';
export type { CardProps } from './display/Card';
export { Cell } from './display/Cell';
export type { CellProps } from './display/Cell';
export { List } from './display/List';
export type { ListProps } from './display/List';
export { Tag } from './display/Tag';
export type { TagProps, TagTone } from './display/Tag';
export { MoneyText } from './display/MoneyText';
export type { MoneyTextProps } from './display/MoneyText';

// apps/web forms: auth, cards, finance, agent, help, mine, records, responsible play.
export { Input } from './form/Input';
export type { InputProps } from './form/Input';
export { PasswordInput } from './form/PasswordInput';
export type { PasswordInputProps } from './form/PasswordInput';
export { CaptchaInput } from './form/CaptchaInput';
export type { CaptchaInputProps } from './form/CaptchaInput';
export { AmountInput } from './form/AmountInput';
export type { AmountInputProps } from './form/AmountInput';
export { Select } from './form/Select';
export type { SelectOption, SelectProps } from './form/Select';
export { DateRangePicker } from './form/DateRangePicker';
export type { DateRangePickerProps } from './form/DateRangePicker';
export type { DateRange, DateRangePreset } from './form/date-range';
export { Tabs } from './navigation/Tabs';
export type { TabItem, TabsProps } from './navigation/Tabs';
export { Steps } from './navigation/Steps';
export type { StepItem, StepsProps } from './navigation/Steps';

// apps/web, one feature each: home (Carousel, NoticeBar), chat/home/mine (VipBadge), mine
// (vipTier, Badge, InfiniteList), mall (Toast), download and components/LazyQRCode (QRCode).
export { Carousel } from './display/Carousel';
export type { CarouselProps, CarouselSlide } from './display/Carousel';
export { NoticeBar } from './feedback/NoticeBar';
export type { Notice, NoticeBarProps } from './feedback/NoticeBar';
export { VipBadge, vipTier } from './display/VipBadge';
export type { VipBadgeProps } from './display/VipBadge';
export { Badge } from './display/Badge';
export type { BadgeProps } from './display/Badge';
export { InfiniteList } from './display/InfiniteList';
export type { InfiniteListProps } from './display/InfiniteList';
export { Toast } from './feedback/Toast';
export type { ToastProps, ToastType } from './feedback/Toast';
export { QRCode } from './display/QRCode';
export type { QRCodeProps } from './display/QRCode';
export type { QrErrorCorrection } from './display/qr-encode';
