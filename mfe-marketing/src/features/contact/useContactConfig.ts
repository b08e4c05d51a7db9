import {
  getPlatform,
  isPlatformConfigured,
  ok,
  SUPPORT_EMAIL,
  type BasicConfig,
  type Locale,
} from 'shared-libs';
import { useResult } from 'shared-libs/react';
import { countryByAlpha2 } from './countries';

/**
 * The support address of the remote config (`POST /config/v1/basic`); the product's own
 * (SUPPORT_EMAIL, the value the API answers by default) while that loads or if it fails.
 */
export function useSupportAddress(locale: Locale): string {
  const { state } = useResult(
    isPlatformConfigured()
      ? () =>
          getPlatform()
            .api.getConfig<BasicConfig>('basic', locale)
            .then((res) => {
              const found = res.data?.data.support_email;
              return ok(typeof found === 'string' && found.includes('@') ? found : SUPPORT_EMAIL);
            })
      : null,
    [locale],
    { keep: true },
  );
  return state.phase === 'ready' ? state.value : SUPPORT_EMAIL;
}

/**
 * The visitor's country as the API sees it (`GET /drive/v1/privilege/area_country_code`), an
 * ISO 3166-1 alpha-2 code of the country table; '' until it answers, when it fails, or for a
 * code the table does not know.
 */
export function useVisitorCountry(): string {
  const { state } = useResult(
    isPlatformConfigured()
      ? () =>
          getPlatform()
            .api.getAreaCountryCode()
            .then((res) => ok(countryByAlpha2(res.data?.data.countryCode ?? '')?.alpha2 ?? ''))
      : null,
    [],
  );
  return state.phase === 'ready' ? state.value : '';
}
