/**
 * Web push and the installable app (issue 14): the push notices (in the member's language), the
 * push alert and the sign-up step that ask for permission, the offline page and the Back button
 * of the installed app.
 */
export const pushEn = {
  'push.message_title': '{name} sent you a message',
  'push.photo_body': 'A photo',
  'push.gift_body': 'A gift',
  'push.like_title': '{name} likes you',
  'push.like_body': 'Look at the profile and like back for a match.',
  'push.match_title': "It's a match with {name}!",
  'push.match_body': 'You like each other. Say hello!',

  'push.alert_text':
    'Get a notice when someone writes to you or likes you, even with the site closed.',
  'push.alert_enable': 'Enable notifications',
  'push.alert_dismiss': 'Not now',
  'push.alert_failed':
    'Notifications could not be turned on in this browser. Please try again later.',

  'push.step_title': 'Never miss a message',
  'push.step_text':
    'Allow notifications and we tell you at once when someone writes to you or likes you.',
  'push.step_enable': 'Allow notifications',
  'push.step_skip': 'Skip: no notifications',
  'push.step_text_unsupported':
    'This browser cannot show notifications. We can still tell you by e-mail when someone writes to you or likes you: choose which e-mails in your notification settings.',
  'push.step_text_denied':
    "Notifications for this site are blocked in your browser. You can allow them at any time in the browser's site settings.",
  'push.step_text_on':
    'Notifications are on in this browser: we tell you at once when someone writes to you or likes you.',
  'push.step_continue': 'Continue',
  'push.step_failed':
    'Notifications could not be turned on in this browser. You can continue without them: we tell you by e-mail, and you can try again later in your settings.',

  'push.offline_title': 'You are offline',
  'push.offline_text': 'Check your connection. The page comes back as soon as you are online.',
  'push.offline_retry': 'Try again',
  'push.back': 'Back',

  'push.setting_title': 'Notifications on this device',
  'push.setting_disable': 'Turn off on this device',
  'push.setting_unsupported':
    'This browser cannot show notifications. The e-mails above still tell you when someone writes to you or likes you.',
} as const;
