/**
 * What the page's head and the app share of the display theme (#40), free of the DOM so the build
 * (build/theme-boot.ts, Node) reads it too: the storage key, the browser bar's colours and the
 * boot script itself. The choice and its application are in ./theme.ts.
 */
export const THEME_STORAGE_KEY = 'siteTheme';

/**
 * The browser bar's colour per theme (`<meta name="theme-color">`, which cannot read a CSS
 * variable): the brand red on light, the dark surface (--site-color-surface) on dark.
 */
export const THEME_COLORS = { light: '#c8102e', dark: '#1c1f24' } as const;

/**
 * Plain ES5 (and no "<", so it reads the same in HTML) for the head of every page, before the body is parsed: reads the choice, sets the
 * attribute and points both theme-color metas at the chosen theme. Storage may be off (privacy
 * mode): then the system decides.
 */
export const THEME_BOOT_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==="light"||t==="dark"){document.documentElement.setAttribute("data-theme",t);` +
  `var c=${JSON.stringify(THEME_COLORS)}[t],m=document.querySelectorAll('meta[name="theme-color"]');` +
  `for(var i=m.length;i--;)m[i].setAttribute("content",c)}}catch(e){}`;
