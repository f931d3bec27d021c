import { Button, Card } from '@site/ui';
import type { ReactNode } from 'react';

type GuestCardProps = { text: string } & (
  | { login: string; onLogin: () => void }
  /** What a guest may already do (the flip board), where a login button would be. */
  | { children: ReactNode }
);

/** What a guest sees where a member's part of an activity page stands: why to log in, and how. */
export function GuestCard(props: GuestCardProps) {
  return (
    <Card>
      <p className="activity-guest">{props.text}</p>
      {'children' in props ? (
        props.children
      ) : (
        <Button variant="primary" block onClick={props.onLogin}>
          {props.login}
        </Button>
      )}
    </Card>
  );
}
