import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Cookie Policy',
  intro:
    'This cookie policy explains which cookies and similar technologies {site_name} ({domain}) uses, why we use them and how you can control them. We keep this to a minimum: we only store what the site needs to work and what is needed to remember choices you make yourself.',
  sections: [
    {
      heading: 'What are cookies and local storage?',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser and that your browser sends back to that website on later visits. Local storage is a similar technique: it also lets a website save information in your browser, but that information stays on your device and is not automatically sent to the server.',
        'Under European privacy rules, cookies and similar technologies that are strictly necessary to provide a service you have asked for may be used without your consent. For all other cookies, we need your prior consent.',
      ],
    },
    {
      heading: 'Cookies we use',
      paragraphs: [
        'Session cookie (name starting with “auth.”): keeps you logged in after you sign in, so that you do not have to log in again on every page, and protects your account against misuse. This cookie is strictly necessary. It is kept for a maximum of 30 days, or until you log out.',
        'Language cookie (“locale”): remembers the language you have chosen for {site_name}, so that the site is shown in that language on your next visit. It contains no other information and is kept for 365 days.',
        'Both are first-party cookies set by {site_name} itself. They are not used to follow you across other websites, and their contents are not shared with third parties.',
        'In addition, when you arrive through a link of one of our advertising partners, a first-party cookie “tracking_source” records only that fact (no identifier) for 30 days, so that the member search can be shown to you. The partner codes of that link are kept in your browser’s local storage and sent along when you sign up.',
      ],
    },
    {
      heading: 'Local and session storage',
      paragraphs: [
        "When you enter {site_name}, we show a warning that the site is intended for adults only. Once you have confirmed and dismissed it, we record this in your browser's local storage under the key “hide-site-entry-warning”, together with the time you dismissed it, so that the warning is not shown again on every visit.",
        'We do the same when you close other alerts and notices on the site, so that you do not see them again.',
        'These entries only record that you dismissed a notice and when. They stay on your device until you clear your browser data, and they are not sent to us.',
        'After an update of the site, your browser may briefly keep a timestamp in its session storage under the key “chunk-reload-at”, so that the page is reloaded at most once a minute if part of it can no longer be loaded. Session storage is cleared when you close the tab.',
      ],
    },
    {
      heading: 'No advertising or tracking cookies',
      paragraphs: [
        'We do not use third-party advertising cookies or tracking cookies without your consent. Should we ever want to use cookies that are not strictly necessary, for example for statistics or advertising, we will ask for your consent first and update this policy. You can withdraw such consent at any time.',
        'When you buy credits, you may be redirected to the website of our payment provider. That provider may set its own cookies under its own cookie and privacy policy, for example to process the payment securely and to prevent fraud.',
      ],
    },
    {
      heading: 'How to delete or block cookies',
      paragraphs: [
        "You can view and delete cookies and local storage at any time in your browser settings, usually under “Privacy” or “Site data”. You can also set your browser to block cookies. Your browser's help pages explain how to do this.",
        'Please note: if you delete the session cookie, you will be logged out, and if you block it, you will not be able to log in. If you delete the language cookie, the site will be shown in the default language again. If you clear local storage, the entry warning and the notices you dismissed will appear again.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We will update this policy if we change the cookies or local storage we use. The current version is always available on this page.',
        'Do you have questions? Contact {company_name} at {support_email}. You can read more about how we handle personal data in our privacy policy.',
      ],
    },
  ],
} satisfies LegalDoc;
