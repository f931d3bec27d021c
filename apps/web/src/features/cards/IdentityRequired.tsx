import { NextStepResult } from '../../components/NextStepResult';
import { CARD_TEXT as T } from './card-kinds';

/** Binding needs a verified identity: sends the member there first. */
export function IdentityRequired() {
  return <NextStepResult title={T.needIdentity} description={T.needIdentityHint} steps={[{ to: '/mine/userInfo/authentication', label: T.goVerify }]} />;
}
