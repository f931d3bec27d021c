// Only the host: apps/web mounts it (shell/dialog-host-chunk.ts); the panel is the host's part.
export { DialogHost } from './DialogHost';
export type { DialogHostProps } from './DialogHost';
