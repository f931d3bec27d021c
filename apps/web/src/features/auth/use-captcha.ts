import { errorText } from '@site/api-client';
import { validateCaptcha } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { servicesAtom } from '../../state/services';

export interface CaptchaState {
  captchaId: string | null;
  image: string | undefined;
  loading: boolean;
  /** Why the image could not be loaded (Chinese), or null. */
  error: string | null;
  /** Fetches a new image; the id of the previous one is forgotten. */
  refresh: () => void;
}

/** An image captcha from `/site/api/v1/user/captcha/image`, fetched when `active` turns true. */
export function useCaptcha(active: boolean): CaptchaState {
  const { client } = useAtomValue(servicesAtom);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [image, setImage] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the newest request may fill the field: a slow old reply must not replace a newer image.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    setCaptchaId(null);
    client.request('captcha').then(
      (reply) => {
        if (ticket !== latest.current) return;
        setCaptchaId(reply.captchaId);
        setImage(reply.image);
        setLoading(false);
      },
      (failure: unknown) => {
        if (ticket !== latest.current) return;
        setError(errorText(failure));
        setLoading(false);
      },
    );
  }, [client]);

  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);

  return { captchaId, image, loading, error, refresh };
}

/** What is wrong with the typed `code`; the form waits for an image, since the code goes with its id. */
export function captchaCodeError(code: string, captcha: CaptchaState): string | null {
  return validateCaptcha(code) ?? (captcha.captchaId ? null : '验证码加载中，请稍候');
}
