// Placeholder face of the client until the api-client issue lands its full version: one call.
export interface PreInfo {
  SiteBaseConfigVo: { title: string; webLogoTitleUrl: string };
  maintainConfig: { status: number };
}

export async function preInfo(platformType = 6): Promise<PreInfo> {
  const res = await fetch('/site/api/v1/configuration/preInfo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platformType }),
  });
  if (!res.ok) throw new Error(res.statusText);
  const body = (await res.json()) as { status_code: number; message: string; data: PreInfo };
  if (body.status_code !== 6000) throw new Error(body.message);
  return body.data;
}
