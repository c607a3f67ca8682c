import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Privacy Policy',
  intro:
    'Your privacy matters, especially on a dating site. This privacy policy explains which personal data {site_name} collects, why we use it, with whom we share it, how long we keep it and which rights you have under the General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        'The controller responsible for processing your personal data on {site_name} ({domain}) is {company_name}, {address}, {city}, {country}[[, Chamber of Commerce number {kvk}]].',
        'For any questions about privacy, or to exercise your rights, you can contact us at {support_email} or by telephone on {support_phone}.',
      ],
    },
    {
      heading: 'Which data we collect',
      paragraphs: [
        'Account data: your e-mail address, your password (never stored in readable form), your username, date of birth and gender, and the language you use.',
        'Profile data: your photos, interests, the description of yourself and the personal details you choose to add. Stating your sexuality is optional; we only store it with your explicit consent.',
        'Activity and messages: the likes and matches you give and receive, the messages, photos and gifts you send and receive in the chat, the members you block, your settings (such as invisible mode and privacy mode), and any reports or complaints you submit.',
        'Location: the location you enter in your profile, which we store as coordinates in order to calculate distances between members.',
        'Purchase data: the credit bundles you buy, amounts and dates, your credit balance and usage, invoice details, and the payment status and reference we receive from the payment provider. We never receive or store your full card number.',
        'Technical data: your IP address, browser and device type, login times and server logs, which we need to run and secure the service.',
      ],
    },
    {
      heading: 'Why we use your data and on which legal basis',
      paragraphs: [
        'To perform our agreement with you (Article 6(1)(b) GDPR): creating and managing your account, showing your profile to other members, search, likes and matches, delivering chat messages, selling credits, and customer service.',
        'To comply with legal obligations (Article 6(1)(c) GDPR): keeping accounting and tax records, answering lawful requests from authorities, and dealing with illegal content as the law requires.',
        'For our legitimate interests (Article 6(1)(f) GDPR): securing the service, preventing fraud, misuse and payment abuse, moderating content, enforcing our terms, handling disputes, and improving the service on the basis of aggregated statistics. You can object to this processing at any time (see “Your rights”).',
        'With your consent (Article 6(1)(a) GDPR and, for special-category data, Article 9(2)(a) GDPR): storing your sexuality and, if we ask for your consent, sending you newsletters or promotional e-mails. You can withdraw your consent at any time; this does not affect the lawfulness of processing carried out before the withdrawal.',
        'We do not sell your personal data and we do not use it for third-party advertising.',
      ],
    },
    {
      heading: 'Sexuality and other sensitive data',
      paragraphs: [
        'Information about your sexuality or sex life is a special category of personal data under the GDPR. Stating your sexuality on {site_name} is optional. We only store it if you give your explicit consent when you enter it, and we only use it for the purposes explained to you at that moment, such as showing it on your profile.',
        'You can withdraw your consent at any time by removing the information from your profile, after which we delete it. Withdrawing your consent has no other consequences for your account.',
        'Please be aware that using an adult dating site, and what you write in your profile and your chats, may in itself reveal information about your sex life. We treat all profile and chat data as confidential and only use it to provide the service and to protect our members, as described in this policy. Think carefully about what you share with others.',
      ],
    },
    {
      heading: 'Who can see your data',
      paragraphs: [
        'Other members see your public profile: your username, age, photos (members who are not premium see only some of them), interests, the details you have added and your approximate distance or place of residence. They never see your exact coordinates, e-mail address or payment data. Invisible mode and privacy mode let you limit what others see of you and your activity, and members you block can no longer contact you.',
        'Messages to fictional profiles are read and answered by chat operators who work for us or on our behalf. They see your public profile and your conversation with that profile, but not your e-mail address, payment data or exact location. They are bound by a duty of confidentiality.',
        'Our moderators and support staff can access profiles, photos and messages where this is necessary to handle reports and complaints, prevent misuse or answer your questions. Access is limited to the staff who need it for their work.',
      ],
    },
    {
      heading: 'Recipients and processors',
      paragraphs: [
        'We use service providers that process personal data on our behalf (processors), such as hosting and data centre providers, e-mail delivery services and, where applicable, external chat operator and customer support services. They may only use the data on our instructions and under a data processing agreement in accordance with Article 28 GDPR.',
        'Payments are handled by our payment provider. It processes your payment details as an independent controller under its own privacy policy and only passes on to us the information we need, such as the payment status and a reference.',
        'We only disclose data to authorities, such as the police or the tax authorities, where we are legally obliged or entitled to do so, for example in the case of content involving minors or a court order.',
        'We prefer to process data within the European Economic Area. If a service provider transfers personal data outside the EEA, we ensure that appropriate safeguards are in place, such as an adequacy decision of the European Commission or standard contractual clauses. You can ask us for a copy of these safeguards.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your account and profile data for as long as your account exists. Photos and messages that you delete are removed from {site_name}; copies in backups are overwritten within a limited period.',
        'When you delete your account, you have 14 days to restore it using the link in the confirmation e-mail. After those 14 days, your account, profile, photos, messages and other personal data are permanently erased.',
        'Invoice records must be kept for the period prescribed by tax law. After your account has been deleted, we keep them only in anonymised form, without any link to you or your profile.',
        'Server logs and other technical data are kept only as long as necessary for security purposes and are then deleted or anonymised. If we have banned an account, we may keep the data needed to prevent the same person from signing up again and to establish or defend legal claims, for as long as this is necessary.',
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: [
        'We take appropriate technical and organisational measures to protect your data, including encrypted connections (HTTPS), passwords stored only in hashed form, restricted staff access and regular security updates.',
        'Photos you upload are re-encoded and stripped of all metadata, including GPS location data, before anyone else can see them. Your exact coordinates never leave our servers: other members only see an approximate distance.',
        'No system is completely secure. If a data breach nevertheless occurs, we will notify the supervisory authority where required and inform you without undue delay if the breach is likely to result in a high risk to you.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the GDPR you have the right to access your personal data, to have it corrected or erased, to restrict its processing, to receive it in a portable format and to object to processing based on our legitimate interests. Where processing is based on your consent, you can withdraw that consent at any time.',
        'You can view and change most of your data yourself in your account settings, and you can also delete your account there. For other requests, send an e-mail to {support_email} from the address linked to your account. We may ask for additional information to confirm your identity. We respond within one month; in complex cases this period may be extended by up to two further months, in which case we will let you know.',
        'If you believe that we are processing your data unlawfully, please contact us first so that we can try to resolve the matter. You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state where you live or work or where the alleged infringement took place.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        '{site_name} uses only a small number of cookies and local storage entries, which are needed to keep you logged in, to remember your language and to remember which notices you have dismissed. We do not use third-party advertising cookies without your consent. You will find the details in our cookie policy.',
      ],
    },
    {
      heading: 'Minors',
      paragraphs: [
        '{site_name} is only for people aged 18 and over. We do not knowingly collect data from minors. If we discover that an account belongs to someone under 18, we block it and delete the data. If you know of such a case, please tell us at {support_email} or through the complaint form at {domain}/complaints.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update this privacy policy when our service or the law changes. We will inform you of significant changes in advance by e-mail or on {site_name}.',
        'Do you have questions about your privacy? Contact {company_name} by e-mail at {support_email}, by telephone on {support_phone} or by post at {address}, {city}, {country}.',
      ],
    },
  ],
} satisfies LegalDoc;
