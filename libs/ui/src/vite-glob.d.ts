// The one Vite API the story test uses; the full vite/client types would pull in more than we need.
interface ImportMeta {
  glob<T>(pattern: string | string[], options: { eager: true }): Record<string, T>;
}
