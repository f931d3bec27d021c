import { Cell, List, Result } from '@site/ui';
import { maskName, maskResidentId } from '@site/validation';
import { shanghaiDateKey } from '../../components/shanghai-date';
import type { IdentityInfo } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';

/** A verified identity, masked by SPEC §5's rules whatever the platform sent (issue #41). */
export function VerifiedIdentity({ info }: { info: IdentityInfo }) {
  return (
    <>
      <Result status="success" title={T.verified} />
      <List inset>
        <Cell title={T.realName} value={<span data-testid="identity-name">{maskName(info.realName)}</span>} />
        <Cell title={T.idNumber} value={maskResidentId(info.idNumberMasked)} />
        {info.verifiedAt ? <Cell title={T.verifiedAt} value={shanghaiDateKey(info.verifiedAt)} /> : null}
      </List>
    </>
  );
}
