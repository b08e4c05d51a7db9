/**
 * The texts of the remote config (`POST /config/v1/resources`, `external_products`), in the
 * `language` the site asks for (ours: the campaign banners' titles and the products' names).
 */
import { defineMessages } from '@formatjs/intl';

export const configMessages = defineMessages({
  bannerBlackFriday: {
    id: 'api.config.banner.blackFriday',
    defaultMessage: 'Black Friday: premium for less',
    description: 'Home page banner of the Black Friday campaign',
  },
  bannerChristmas: {
    id: 'api.config.banner.christmas',
    defaultMessage: 'Christmas gifts for your drive',
    description: 'Home page banner of the Christmas campaign',
  },
  productAndroid: {
    id: 'api.config.product.android',
    defaultMessage: 'Cumulus for Android',
    description: 'Product name (app for Android phones)',
  },
  productIos: {
    id: 'api.config.product.ios',
    defaultMessage: 'Cumulus for iOS',
    description: 'Product name (app for iPhone and iPad)',
  },
  productWindows: {
    id: 'api.config.product.windows',
    defaultMessage: 'Cumulus for Windows',
    description: 'Product name (desktop app)',
  },
  productMac: {
    id: 'api.config.product.mac',
    defaultMessage: 'Cumulus for Mac',
    description: 'Product name (desktop app)',
  },
  productTv: {
    id: 'api.config.product.tv',
    defaultMessage: 'Cumulus TV',
    description: 'Product name (app for Android TV)',
  },
  productExtension: {
    id: 'api.config.product.extension',
    defaultMessage: 'Cumulus browser extension',
    description: 'Product name (browser extension)',
  },
});
