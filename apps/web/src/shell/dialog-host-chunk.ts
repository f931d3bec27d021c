// The dialog host's code, reached only through LazyDialogHost's dynamic import: a module of the
// app's own, so the dialogs library itself stays a plain static dependency everywhere.
export { DialogHost } from '@site/dialogs/react';
