import { HELP_TOPICS } from '@site/api-contract/pages';
import type { HelpDoc } from './blocks';
import { plainText } from './blocks';
import { bczr } from './bczr';
import { ck } from './ck';
import { cpwt } from './cpwt';
import { dzjj } from './dzjj';
import { fjcjc } from './fjcjc';
import { gywm } from './gywm';
import { gztk } from './gztk';
import { hzhb } from './hzhb';
import { kh } from './kh';
import { qk } from './qk';
import { qtwt } from './qtwt';
import { tjllq } from './tjllq';
import { tysstqth } from './tysstqth';
import { tytzjc } from './tytzjc';
import { tywt } from './tywt';
import { xnbcqkjc } from './xnbcqkjc';
import { yhgz } from './yhgz';
import { ysgz } from './ysgz';
import { zrwt } from './zrwt';
import { zxkf } from './zxkf';
import { zz } from './zz';

export { HELP_GROUPS, linkTargets, plainText } from './blocks';
export type { HelpDoc, HelpGroup } from './blocks';

/**
 * The help centre's content, one original text per file: the 21 topics of SPEC §2, titled as the
 * site's page table names their pages, listed group by group (新手入门, 存取款, 游戏指南, 关于我们)
 * in the order a new member needs them.
 */
export const HELP_DOCS: readonly HelpDoc[] = [
  kh, yhgz, tjllq, fjcjc, qtwt,
  ck, qk, zz, xnbcqkjc,
  tytzjc, tysstqth, tywt, cpwt, dzjj, zrwt,
  bczr, gywm, gztk, hzhb, ysgz, zxkf,
].map((doc) => ({ ...doc, title: HELP_TOPICS[doc.slug] }));

/** helpList's rows: the index, with each body as plain text for the site's search. */
export const HELP_INDEX = HELP_DOCS.map(({ slug, title, group, summary, blocks }) => ({ slug, title, group, summary, text: plainText(blocks) }));
