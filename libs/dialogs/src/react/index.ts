export { DialogHost } from './DialogHost';
export type { DialogHostProps } from './DialogHost';
export { DialogPanel } from './DialogPanel';
export type { DialogPanelProps } from './DialogPanel';
