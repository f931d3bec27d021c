import { useState } from 'react';
import type { ThemeChoice } from '../../shell/theme';
import { chooseTheme, readThemeChoice, THEME_CHOICES } from '../../shell/theme';

/** This device's storage, or none (privacy modes may throw on access; the page prerenders without a window). */
function deviceStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * 显示主题 in the member centre (#40): 跟随系统 / 浅色 / 深色 as three radio chips (arrow keys move
 * between them), applied at once and remembered on this device.
 */
export function ThemeSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(deviceStorage()));
  return (
    <section className="mine-group mine-theme" aria-labelledby="mine-theme-title">
      <h2 className="mine-group__title" id="mine-theme-title">
        显示主题
      </h2>
      <div className="mine-theme__choices" role="radiogroup" aria-labelledby="mine-theme-title" aria-describedby="mine-theme-hint">
        {THEME_CHOICES.map(({ value, label }) => (
          <label key={value} className={value === choice ? 'site-chip mine-theme__choice is-selected' : 'site-chip mine-theme__choice'}>
            <input
              type="radio"
              name="site-theme"
              className="site-visually-hidden"
              value={value}
              checked={value === choice}
              onChange={() => {
                chooseTheme(document, deviceStorage(), value);
                setChoice(value);
              }}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="mine-theme__hint" id="mine-theme-hint">
        跟随系统时，手机或电脑切换深色模式，本站随之切换；选择仅保存在本设备。
      </p>
    </section>
  );
}
