import type { LinkProps } from '@tanstack/react-router';
import { Result } from '@site/ui';
import type { ResultStatus } from '@site/ui';
import { ButtonLink } from './ButtonLink';

export interface NextStep {
  to: LinkProps['to'];
  label: string;
}

interface NextStepResultProps {
  title: string;
  description: string;
  /** The first is the way the page recommends (primary); any others are drawn as alternatives. */
  steps: readonly [NextStep, ...NextStep[]];
  status?: ResultStatus;
}

/** A page the member cannot use yet (or has finished): what is missing and the pages that do it. */
export function NextStepResult({ title, description, steps, status = 'warning' }: NextStepResultProps) {
  return (
    <Result
      status={status}
      title={title}
      description={description}
      actions={steps.map((step, index) => (
        <ButtonLink key={step.label} to={step.to} variant={index === 0 ? 'primary' : 'default'}>
          {step.label}
        </ButtonLink>
      ))}
    />
  );
}
