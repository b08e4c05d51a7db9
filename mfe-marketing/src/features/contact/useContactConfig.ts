import { useEffect, useState } from 'react';
import {
  getPlatform,
  isPlatformConfigured,
  SUPPORT_EMAIL,
  type BasicConfig,
  type Locale,
} from 'shared-libs';
import { countryByAlpha2 } from './countries';

/**
 * The support address of the remote config (`POST /config/v1/basic`); the product's own
 * (SUPPORT_EMAIL, the value the API answers by default) while that loads or if it fails.
 */
export function useSupportAddress(locale: Locale): string {
  const [address, setAddress] = useState(SUPPORT_EMAIL);
  useEffect(() => {
    if (!isPlatformConfigured()) return;
    let live = true;
    void getPlatform()
      .api.getConfig<BasicConfig>('basic', locale)
      .then((res) => {
        const found = res.data?.data.support_email;
        if (live && typeof found === 'string' && found.includes('@')) setAddress(found);
      });
    return () => {
      live = false;
    };
  }, [locale]);
  return address;
}

/**
 * The visitor's country as the API sees it (`GET /drive/v1/privilege/area_country_code`), an
 * ISO 3166-1 alpha-2 code of the country table; '' until it answers, when it fails, or for a
 * code the table does not know.
 */
export function useVisitorCountry(): string {
  const [country, setCountry] = useState('');
  useEffect(() => {
    if (!isPlatformConfigured()) return;
    let live = true;
    void getPlatform()
      .api.getAreaCountryCode()
      .then((res) => {
        const record = countryByAlpha2(res.data?.data.countryCode ?? '');
        if (live && record) setCountry(record.alpha2);
      });
    return () => {
      live = false;
    };
  }, []);
  return country;
}
