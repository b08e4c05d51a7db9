import { defineMessages } from 'react-intl';

/** Messages of the app download pages (mobile, desktop, TV, browser extension, APK help). */
export const appsMessages = defineMessages({
  mobileTitle: {
    id: 'marketing.mobileApp.title',
    defaultMessage: 'Cumulus for iPhone and Android',
    description: 'Page title',
  },
  mobileIntro: {
    id: 'marketing.mobileApp.intro',
    defaultMessage:
      'Your files, videos and shares in your pocket, with online playback and offline saving.',
    description: 'Page intro',
  },
  desktopTitle: {
    id: 'marketing.desktopApp.title',
    defaultMessage: 'Cumulus for Windows and Mac',
    description: 'Page title',
  },
  desktopIntro: {
    id: 'marketing.desktopApp.intro',
    defaultMessage: 'Fast transfers, background saving and your whole drive in a desktop window.',
    description: 'Page intro',
  },
  tvTitle: {
    id: 'marketing.tv.title',
    defaultMessage: 'Cumulus on your TV',
    description: 'Page title',
  },
  tvIntro: {
    id: 'marketing.tv.intro',
    defaultMessage: 'Watch the videos in your drive on the big screen.',
    description: 'Page intro',
  },
  tvHelpTitle: {
    id: 'marketing.tvHelp.title',
    defaultMessage: 'Setting up the TV app',
    description: 'Page title',
  },
  tvHelpIntro: {
    id: 'marketing.tvHelp.intro',
    defaultMessage:
      'Install the app on your Android TV, then sign in by scanning the code with your phone.',
    description: 'Page intro',
  },
  extTitle: {
    id: 'marketing.browserExtension.title',
    defaultMessage: 'Cumulus for your browser',
    description: 'Page title',
  },
  extIntro: {
    id: 'marketing.browserExtension.intro',
    defaultMessage:
      'Save links and shared files to your drive in one click, right from the page you are on.',
    description: 'Page intro',
  },
  apkTitle: {
    id: 'marketing.apk.title',
    defaultMessage: 'Trouble installing the Android app?',
    description: 'Page title',
  },
  apkIntro: {
    id: 'marketing.apk.intro',
    defaultMessage:
      'Allow installs from your browser, check free space, then open the downloaded file again.',
    description: 'Page intro',
  },
  downloadHeading: {
    id: 'marketing.apps.downloadHeading',
    defaultMessage: 'Download',
    description: 'Heading above the download buttons',
  },
  featuresHeading: {
    id: 'marketing.apps.featuresHeading',
    defaultMessage: 'What you get',
    description: 'Heading above the feature list of an app page',
  },
  installGuide: {
    id: 'marketing.apps.installGuide',
    defaultMessage: 'Installation guide',
    description: 'Link beside a download button: it opens the install steps',
  },
  installGuideFor: {
    id: 'marketing.apps.installGuideFor',
    defaultMessage: 'Installation guide: {platform}',
    description:
      'Accessible name of the install-steps link beside a download button; platform is the button label, e.g. "Android (APK file)"',
  },
  forIos: {
    id: 'marketing.apps.forIos',
    defaultMessage: 'For your iPhone or iPad',
    description: 'Heading above the download recommended for the visitor’s device',
  },
  forAndroid: {
    id: 'marketing.apps.forAndroid',
    defaultMessage: 'For your Android phone or tablet',
    description: 'Heading above the downloads recommended for the visitor’s device',
  },
  forAndroidTv: {
    id: 'marketing.apps.forAndroidTv',
    defaultMessage: 'For your Android TV',
    description: 'Heading above the download recommended for the visitor’s device',
  },
  forWindows: {
    id: 'marketing.apps.forWindows',
    defaultMessage: 'For your Windows PC',
    description: 'Heading above the download recommended for the visitor’s device',
  },
  forMac: {
    id: 'marketing.apps.forMac',
    defaultMessage: 'For your Mac',
    description: 'Heading above the downloads recommended for the visitor’s device',
  },
  otherPlatforms: {
    id: 'marketing.apps.otherPlatforms',
    defaultMessage: 'Other platforms',
    description: 'Heading above the downloads for other devices than the visitor’s',
  },
  macArmDetected: {
    id: 'marketing.apps.macArmDetected',
    defaultMessage: 'Your Mac has Apple Silicon, so that version comes first.',
    description: 'Under the Mac downloads when the browser told us the processor',
  },
  macIntelDetected: {
    id: 'marketing.apps.macIntelDetected',
    defaultMessage: 'Your Mac has an Intel processor, so that version comes first.',
    description: 'Under the Mac downloads when the browser told us the processor',
  },
  macAsk: {
    id: 'marketing.apps.macAsk',
    defaultMessage:
      'There is one version for each kind of Mac processor. Not sure which one you have? See “Which Mac do I have?” below.',
    description: 'Under the two Mac downloads when the processor is not known',
  },
  releaseFile: {
    id: 'marketing.apps.releaseFile',
    defaultMessage: 'Version {version} · {size}',
    description: 'Small line in a download button: app version and file size, e.g. "192 kB"',
  },
  releaseStore: {
    id: 'marketing.apps.releaseStore',
    defaultMessage: 'Version {version}',
    description: 'Small line in a store button: app version',
  },
  extStoreHint: {
    id: 'marketing.apps.extStoreHint',
    defaultMessage: 'From the Chrome Web Store',
    description: 'Small line in the browser extension button',
  },
  appStore: {
    id: 'marketing.apps.appStore',
    defaultMessage: 'iPhone and iPad (App Store)',
    description: 'Download button',
  },
  googlePlay: {
    id: 'marketing.apps.googlePlay',
    defaultMessage: 'Android (Google Play)',
    description: 'Download button',
  },
  androidApk: {
    id: 'marketing.apps.androidApk',
    defaultMessage: 'Android (APK file)',
    description: 'Download button',
  },
  windows: {
    id: 'marketing.apps.windows',
    defaultMessage: 'Windows 10 and 11',
    description: 'Download button',
  },
  macSilicon: {
    id: 'marketing.apps.macSilicon',
    defaultMessage: 'Mac with Apple Silicon',
    description: 'Download button',
  },
  macIntel: {
    id: 'marketing.apps.macIntel',
    defaultMessage: 'Mac with Intel processor',
    description: 'Download button',
  },
  tvApk: {
    id: 'marketing.apps.tvApk',
    defaultMessage: 'Android TV (APK file)',
    description: 'Download button',
  },
  extChrome: {
    id: 'marketing.apps.extChrome',
    defaultMessage: 'Chrome and Edge',
    description: 'Download button for the browser extension',
  },
  mobileF1: {
    id: 'marketing.apps.mobileF1',
    defaultMessage: 'Play videos online without filling up your phone.',
    description: 'Mobile app feature',
  },
  mobileF2: {
    id: 'marketing.apps.mobileF2',
    defaultMessage: 'Save shared links from any app with the share button.',
    description: 'Mobile app feature',
  },
  mobileF3: {
    id: 'marketing.apps.mobileF3',
    defaultMessage: 'Keep files offline for flights and commutes.',
    description: 'Mobile app feature',
  },
  apkLink: {
    id: 'marketing.apps.apkLink',
    defaultMessage: 'The APK will not install? Read the troubleshooting steps',
    description: 'Link to the APK troubleshooting page',
  },
  desktopF1: {
    id: 'marketing.apps.desktopF1',
    defaultMessage: 'Large uploads and downloads that resume after a break.',
    description: 'Desktop app feature',
  },
  desktopF2: {
    id: 'marketing.apps.desktopF2',
    defaultMessage: 'Saving continues in the background while you work.',
    description: 'Desktop app feature',
  },
  desktopF3: {
    id: 'marketing.apps.desktopF3',
    defaultMessage: 'Drag and drop between your computer and your drive.',
    description: 'Desktop app feature',
  },
  whichMacTitle: {
    id: 'marketing.apps.whichMacTitle',
    defaultMessage: 'Which Mac do I have?',
    description: 'Heading of the Mac chip tip',
  },
  whichMacBody: {
    id: 'marketing.apps.whichMacBody',
    defaultMessage:
      'Open the Apple menu and choose About This Mac. If you see "Chip", pick Apple Silicon; if you see "Processor", pick Intel.',
    description: 'How to tell Apple Silicon from Intel',
  },
  tvF1: {
    id: 'marketing.apps.tvF1',
    defaultMessage: 'Your drive’s videos in a remote-friendly interface.',
    description: 'TV app feature',
  },
  tvF2: {
    id: 'marketing.apps.tvF2',
    defaultMessage: 'Sign in by scanning a code, no typing needed.',
    description: 'TV app feature',
  },
  tvHelpLink: {
    id: 'marketing.apps.tvHelpLink',
    defaultMessage: 'Step-by-step TV setup',
    description: 'Link to the TV help page',
  },
  tvStep1: {
    id: 'marketing.apps.tvStep1',
    defaultMessage: 'On your TV, allow installs from unknown sources in the security settings.',
    description: 'TV setup step',
  },
  tvStep2: {
    id: 'marketing.apps.tvStep2',
    defaultMessage: 'Copy the TV APK to a USB drive, or download it with a file manager app.',
    description: 'TV setup step',
  },
  tvStep3: {
    id: 'marketing.apps.tvStep3',
    defaultMessage: 'Open the APK on the TV and confirm the installation.',
    description: 'TV setup step',
  },
  tvStep4: {
    id: 'marketing.apps.tvStep4',
    defaultMessage: 'Start Cumulus and scan the code on screen with the Cumulus app on your phone.',
    description: 'TV setup step',
  },
  tvStuck: {
    id: 'marketing.apps.tvStuck',
    defaultMessage:
      'The code expired? Press Back and open the sign-in screen again to get a new one.',
    description: 'TV setup tip',
  },
  extStep1: {
    id: 'marketing.apps.extStep1',
    defaultMessage: 'Add the extension to your browser and pin it to the toolbar.',
    description: 'Extension step',
  },
  extStep2: {
    id: 'marketing.apps.extStep2',
    defaultMessage: 'Sign in once with your Cumulus account.',
    description: 'Extension step',
  },
  extStep3: {
    id: 'marketing.apps.extStep3',
    defaultMessage: 'On a page with a share link, click the Cumulus icon and choose Save.',
    description: 'Extension step',
  },
  stepsHeading: {
    id: 'marketing.apps.stepsHeading',
    defaultMessage: 'How it works',
    description: 'Heading above setup steps',
  },
  apk1Title: {
    id: 'marketing.apps.apk1Title',
    defaultMessage: 'Allow installs from your browser',
    description: 'APK check title',
  },
  apk1Body: {
    id: 'marketing.apps.apk1Body',
    defaultMessage:
      'Android asks once per app. Open Settings, search for "Install unknown apps" and allow the browser you downloaded with.',
    description: 'APK check text',
  },
  apk2Title: {
    id: 'marketing.apps.apk2Title',
    defaultMessage: 'Free up some space',
    description: 'APK check title',
  },
  apk2Body: {
    id: 'marketing.apps.apk2Body',
    defaultMessage:
      'The installer needs about twice the size of the APK. Keep at least 500 MB free.',
    description: 'APK check text',
  },
  apk3Title: {
    id: 'marketing.apps.apk3Title',
    defaultMessage: 'Download the file again',
    description: 'APK check title',
  },
  apk3Body: {
    id: 'marketing.apps.apk3Body',
    defaultMessage:
      'A "problem parsing the package" message means the download was cut short. Delete the file and download it again on a stable connection.',
    description: 'APK check text',
  },
  apk4Title: {
    id: 'marketing.apps.apk4Title',
    defaultMessage: 'Remove an older copy',
    description: 'APK check title',
  },
  apk4Body: {
    id: 'marketing.apps.apk4Body',
    defaultMessage:
      'An "app not installed" message can mean an older Cumulus is in the way. Uninstall it, then install again. Your files stay in your drive.',
    description: 'APK check text',
  },
  stillStuck: {
    id: 'marketing.apps.stillStuck',
    defaultMessage: 'Still stuck? Contact us',
    description: 'Link to the contact page',
  },
  alsoOn: {
    id: 'marketing.apps.alsoOn',
    defaultMessage: 'Also on',
    description: 'Heading of the links to the other apps (their names come from the server)',
  },
});
