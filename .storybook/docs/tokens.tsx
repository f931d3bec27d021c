import type { CSSProperties, ReactNode } from 'react';
// The tokens file itself, as text: every value and its contrast note below is read from it, never
// retyped here (a changed token changes this page).
import tokensCss from '@site/ui/styles.css?raw';

export interface Token {
  /** The custom property, e.g. `--site-color-primary`. */
  name: string;
  value: string;
  /** The comment beside it in tokens.css (contrast ratios, where it is used). */
  note: string;
}

/** The tokens of the first `:root { … }` block of tokens.css (the festival skin's overrides come after). */
export function readTokens(css: string = tokensCss): Token[] {
  const block = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const tokens: Token[] = [];
  for (const match of block.matchAll(/(--site-[\w-]+):\s*([^;]+);[ \t]*(?:\/\*\s*([\s\S]*?)\s*\*\/)?/g)) {
    const [, name = '', value = '', note = ''] = match;
    tokens.push({ name, value: value.replace(/\s+/g, ' ').trim(), note });
  }
  return tokens;
}

const tokens = readTokens();
const group = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix));

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid var(--site-color-border)', verticalAlign: 'middle', textAlign: 'left' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function TokenTable({ tokens, sample, caption }: { tokens: Token[]; sample: (token: Token) => ReactNode; caption: string }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell}>示例</th>
          <th style={cell}>变量</th>
          <th style={cell}>值</th>
          <th style={cell}>说明</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td style={cell}>{sample(token)}</td>
            <td style={{ ...cell, ...code }}>{token.name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={cell}>{token.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Colours() {
  return (
    <TokenTable
      caption="颜色（--site-color-*）"
      tokens={group('--site-color-')}
      sample={(token) => <span style={{ display: 'inline-block', width: 40, height: 24, borderRadius: 4, border: '1px solid var(--site-color-border-strong)', background: `var(${token.name})` }} />}
    />
  );
}

export function TypeScale() {
  return (
    <TokenTable
      caption="字号（--site-font-size-*），行高 --site-line-height"
      tokens={group('--site-font-size-')}
      sample={(token) => <span style={{ fontSize: `var(${token.name})`, lineHeight: 'var(--site-line-height)' }}>存款金额 ¥1,000.00</span>}
    />
  );
}

export function Spacing() {
  return (
    <TokenTable
      caption="间距（--site-space-*）与圆角（--site-radius-*）"
      tokens={[...group('--site-space-'), ...group('--site-radius-')]}
      sample={(token) =>
        token.name.startsWith('--site-space-') ? (
          <span style={{ display: 'inline-block', height: 12, width: `var(${token.name})`, background: 'var(--site-color-primary)' }} />
        ) : (
          <span style={{ display: 'inline-block', width: 40, height: 24, border: '1px solid var(--site-color-border-strong)', borderRadius: `var(${token.name})` }} />
        )
      }
    />
  );
}

export function Layout() {
  return (
    <TokenTable
      caption="字体、触控与版面"
      tokens={tokens.filter((token) => /^--site-(font-family|line-height|touch-target|shadow|page-max-width|navbar-height|tabbar-height)/.test(token.name))}
      sample={(token) => (token.name === '--site-font-family' ? <span style={{ fontFamily: `var(${token.name})` }}>中文 Aa 123</span> : null)}
    />
  );
}
