import { Button } from '@site/ui';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';
import './copy-button.css';

const COPY_TEXT = { copy: '复制', copied: '已复制', failed: '复制失败，请长按文字手动复制' } as const;
const RESET_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** The button's words, naming what is copied where several sit together: 复制链接. */
  children?: string;
}

/** A copy button that says it worked (or how to copy by hand) for two seconds. */
export function CopyButton({ text, children = COPY_TEXT.copy }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="copy-button">
      <Button size="small" onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}>
        {state === 'copied' ? COPY_TEXT.copied : children}
      </Button>
      <span className="site-visually-hidden" role="status">
        {state === 'copied' ? COPY_TEXT.copied : state === 'failed' ? COPY_TEXT.failed : ''}
      </span>
    </span>
  );
}
