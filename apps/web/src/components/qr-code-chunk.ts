// The QR encoder and its tables (about 3 KB gzipped) load with the first page that draws a code,
// not with the UI components every page shares.
export { QRCode } from '@site/ui';
