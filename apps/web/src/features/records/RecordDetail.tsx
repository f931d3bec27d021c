import { Tag } from '@site/ui';
import { useState } from 'react';
import { FigureText } from './FigureText';
import { RECORD_TEXT as T } from './messages';
import type { DetailField, RecordRow } from './record-kinds';
import { shanghaiTime } from './record-range';

/** One record in full: the headline amount, every field, the time, and a copy button for order numbers. */
export function RecordDetail({ row, fields }: { row: RecordRow; fields: readonly DetailField[] }) {
  return (
    <div className="record-detail">
      <p className="record-detail__amount">
        <FigureText figure={row.figure} />
      </p>
      <dl className="record-detail__fields">
        {fields.map((field) => (
          <div key={field.label} className="record-detail__field">
            <dt>{field.label}</dt>
            <dd>
              {'tone' in field.value ? (
                <Tag tone={field.value.tone}>{field.value.text}</Tag>
              ) : (
                <FigureText figure={field.value} size="small" />
              )}
              {field.copy && 'kind' in field.value && field.value.kind === 'text' ? <CopyButton text={field.value.value} label={field.label} /> : null}
            </dd>
          </div>
        ))}
        <div className="record-detail__field">
          <dt>{T.time}</dt>
          <dd>{shanghaiTime(row.time)}</dd>
        </div>
      </dl>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      // No clipboard (an insecure page, or permission refused): the number is selectable text.
      setResult('failed');
    }
  };
  return (
    <>
      <button type="button" className="record-detail__copy" aria-label={`${T.copy}${label}`} onClick={() => void copy()}>
        {result === 'copied' ? T.copied : T.copy}
      </button>
      <span className={result === 'failed' ? 'record-detail__copy-note' : 'site-visually-hidden'} role="status">
        {result === 'copied' ? T.copied : result === 'failed' ? T.copyFailed : ''}
      </span>
    </>
  );
}
