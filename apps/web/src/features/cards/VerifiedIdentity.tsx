import { Cell, List, Result } from '@site/ui';
import { shanghaiDateKey } from '../../components/shanghai-date';
import type { IdentityInfo } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';

/** A verified identity, as masked as the platform sent it. */
export function VerifiedIdentity({ info }: { info: IdentityInfo }) {
  return (
    <>
      <Result status="success" title={T.verified} />
      <List inset>
        <Cell title={T.realName} value={<span data-testid="identity-name">{info.realName}</span>} />
        <Cell title={T.idNumber} value={info.idNumberMasked} />
        {info.verifiedAt ? <Cell title={T.verifiedAt} value={shanghaiDateKey(info.verifiedAt)} /> : null}
      </List>
    </>
  );
}
