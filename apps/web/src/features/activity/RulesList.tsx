import { Card } from '@site/ui';
import { ACTIVITY_TEXT as T } from './activity-text';

/** An activity's rules as the platform wrote them: plain text, numbered. */
export function RulesList({ rules, title = T.rules }: { rules: readonly string[]; title?: string }) {
  if (rules.length === 0) return null;
  return (
    <Card title={title}>
      <ol className="activity-rules">
        {rules.map((rule, i) => (
          <li key={i}>{rule}</li>
        ))}
      </ol>
    </Card>
  );
}
