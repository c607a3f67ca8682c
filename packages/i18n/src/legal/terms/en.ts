import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Terms and Conditions',
  intro:
    'These terms and conditions apply to every use of {site_name} ({domain}) and to every purchase of credits on it. Please read them carefully: by creating an account you agree to them. This version is dated {terms_date}.',
  sections: [
    {
      heading: 'Who we are and what these terms cover',
      paragraphs: [
        '{site_name} is operated by {company_name}, {address}, {city}, {country}[[, Chamber of Commerce number {kvk}]][[, VAT number(s) {vat_numbers}]], referred to in these terms as “we” or “us”. You can reach us by e-mail at {support_email} or by telephone on {support_phone}.',
        '{site_name} is an online dating and chat service for adults. Members can create a profile, search for other members, like profiles and chat using text messages, photos and virtual gifts. Signing up and creating a profile are free; chatting costs credits.',
        'These terms form the agreement between you and us. Our privacy policy and cookie policy explain how we handle your personal data; they are not part of this agreement, but they do apply to your use of {site_name}.',
      ],
    },
    {
      heading: 'Eligibility: adults only',
      paragraphs: [
        'You must be at least 18 years old to use {site_name}, and you must be allowed to view adult content under the law of the country you are in. By signing up you confirm that both conditions are met.',
        'An account is personal. You may have only one account and you may not let anyone else use it. Accounts may not be used for commercial purposes.',
        'If we have reason to believe that a member is under 18, we will block the account immediately and delete it. You can report a suspected minor to us through the complaint form or by e-mail.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'When you sign up, you must provide accurate information and keep it up to date. The e-mail address you use must be your own and must be able to receive our messages, because we use it for important notices such as the confirmation of an account deletion.',
        'Keep your login details secret. You are responsible for everything that happens through your account, unless you could not reasonably have prevented it. If you suspect that someone else has access to your account, change your password and contact us immediately.',
        'Your profile can contain photos, interests and personal details. Stating your sexuality is optional; we only store it if you give your explicit consent, and you can remove it at any time. Invisible mode, privacy mode and the option to block other members let you control who sees you and who can contact you.',
        "If you and another member both like each other's profiles, you have a match. A like or a match does not oblige either of you to anything.",
      ],
    },
    {
      heading: 'Credits, prices and payment',
      paragraphs: [
        'Signing up, building your profile, searching and liking profiles are free. Chatting costs credits: sending a message, photo or gift uses a number of credits that is shown on {site_name} before you send it.',
        'Credits are sold in bundles. The price of each bundle, including VAT where applicable, and the number of credits it contains are shown before you pay. The purchase is concluded when you complete the payment, and the credits are added to your account as soon as the payment has been confirmed. You receive an invoice for every purchase.',
        'Payments are processed by an external payment provider. We never receive or store your full card number.',
        'Every purchase is a one-off payment. If you wish, you can switch on a repeat order, which automatically buys the same bundle again under the conditions shown to you when you switch it on. You can switch off a repeat order at any time in your account; this takes effect for all future orders.',
        'Credits are linked to your account. They have no cash value, cannot be transferred to other members or accounts and cannot be exchanged for money, except by way of a refund as described in these terms. We may change prices for the future; price changes do not affect purchases you have already made.',
      ],
    },
    {
      heading: 'Premium membership',
      paragraphs: [
        'Your first purchase of a credit bundle makes you a premium member at no extra cost. As a premium member you can see all photos of other members, and you can upload up to 25 photos instead of 3.',
        'Premium membership is not a subscription: it does not renew and costs nothing by itself. If the purchase that made you a premium member is refunded or reversed, we may withdraw your premium status.',
      ],
    },
    {
      heading: 'Refunds and right of withdrawal',
      paragraphs: [
        'You can get your money back for credits you have not used. If you ask within {refund_days} days of a purchase, we refund the credits from that purchase that you have not yet used, based on the price per credit you actually paid for that bundle. Send your request to {support_email} and tell us which purchase it concerns. Our return policy explains the details.',
        'Credits are digital content that is supplied to you immediately after payment. As a consumer you normally have a 14-day right of withdrawal for online purchases, but for digital content this right ends once supply has begun, provided you have expressly agreed to immediate supply and acknowledged that you thereby lose your right of withdrawal. We ask for this consent before you pay. It does not affect the refund of unused credits described above.',
        'We make refunds free of charge using the payment method you used for the purchase, as soon as possible and no later than 14 days after approving your request. The refunded credits are deducted from your balance.',
        'If you reverse a payment through your bank or card issuer (a chargeback) without a valid reason, we may remove the related credits and suspend your account until the matter has been resolved. This does not affect your rights if you did not authorise the payment yourself.',
      ],
    },
    {
      heading: 'Fictional profiles',
      paragraphs: [
        'Not every profile on {site_name} belongs to a real member. Some profiles are fictional: they are operated by or on behalf of {company_name} by chat operators who write the messages, for entertainment and to keep conversations going.',
        'Fictional profiles are always clearly marked with an icon and a warning, both on the profile and in the chat. Please look out for this marking before you start or continue a conversation.',
        'A conversation with a fictional profile can never lead to a real-life meeting or relationship, even if the conversation seems to suggest otherwise. Messages to fictional profiles cost the same number of credits as messages to other members. If you do not want to chat with fictional profiles, do not start conversations with profiles that carry the marking.',
      ],
    },
    {
      heading: 'Rules of conduct',
      paragraphs: [
        '{site_name} is meant for respectful contact between adults. You are responsible for everything you publish and send, and you must comply with the law and with these rules.',
        "In particular, you may not: publish or send any content that involves or sexualises minors; upload photos of other people without their consent, or use a profile photo that does not show you; harass, threaten, insult, blackmail or discriminate against other members; publish illegal, violent, hateful or defamatory content; offer or request sexual services for payment, or advertise products, services or other websites; share other people's personal data or ask members for money or financial details; pretend to be someone else or create fake or multiple accounts; send spam or use bots, scripts or other automated tools; or attempt to get around the security measures or the credit system of {site_name}.",
        'Whether you meet another member in real life is your own decision and responsibility. Meet in a public place, tell someone you trust where you are going, and never send money to someone you only know online.',
        'You can block any member, after which they can no longer contact you. Please report content or behaviour that breaks these rules through the complaint form at {domain}/complaints.',
      ],
    },
    {
      heading: 'Moderation, suspension and bans',
      paragraphs: [
        'We may review profiles, photos and messages, for example after a report, in order to enforce these rules and protect our members. We may refuse or remove content that breaks these terms or the law.',
        'Depending on the seriousness of a breach, we may give you a warning, restrict or suspend your account temporarily, or ban you permanently. In serious cases, such as content involving minors, fraud, threats or repeated breaches, we can ban you without prior warning. A banned member may not create a new account.',
        'We inform you of any measure we take and of the reasons for it, unless the law prevents us from doing so. We take such decisions carefully, objectively and with due regard to your interests. You can challenge a decision through the complaint form.',
        'A ban does not affect your right to a refund of unused credits under the refund rules above, unless the ban is the result of fraud or payment abuse. We may report criminal offences to the competent authorities.',
      ],
    },
    {
      heading: 'Your content and our licence',
      paragraphs: [
        "You keep all rights to the photos, texts and other content you post on {site_name}. You confirm that you are entitled to publish that content, that it does not infringe anyone else's rights and that everyone who can be recognised in your photos has agreed to their publication.",
        'To allow us to run the service, you grant {company_name} a non-exclusive, royalty-free licence to store, re-encode, resize and show your content to other members, solely for the operation of {site_name}. We do not sell your content and do not use it outside {site_name} without your separate permission.',
        'This licence ends when you delete the content or when your account is permanently deleted, except for copies we are required by law to keep.',
        'The software, design, texts and trademarks of {site_name} belong to us or to our licensors. You may not copy, scrape or reuse them without our permission.',
      ],
    },
    {
      heading: 'Our service and liability',
      paragraphs: [
        'We do our best to keep {site_name} available and secure, but we cannot guarantee that it will always work without interruptions or errors. We may change, extend or restrict functions for valid reasons, such as legal requirements, security or technical developments. We will inform you in advance of significant changes that affect you.',
        'We do not guarantee that you will find a match or a partner. We cannot verify the identity and intentions of every member and we are not responsible for what other members say or do, on or off {site_name}.',
        'We are liable without limitation for damage caused intentionally or through gross negligence, for death or personal injury, and wherever the law does not allow liability to be limited. Otherwise, to the extent permitted by law, our liability is limited to foreseeable direct damage, up to the amount you paid us in the twelve months before the event that caused the damage.',
        'Nothing in these terms limits the rights you have as a consumer under mandatory law.',
      ],
    },
    {
      heading: 'Deleting your account',
      paragraphs: [
        'You can delete your account at any time in your account settings. We then send you an e-mail with a link that lets you undo the deletion within 14 days. During this period your profile is no longer visible to other members.',
        'If you do not use the link within 14 days, your account and your personal data are permanently erased and can no longer be restored. Only invoice records are kept, in anonymised form, for as long as tax law requires.',
        'Unused credits are lost once your account has been permanently deleted. If you are entitled to a refund, request it before you delete your account.',
        'We may end the agreement and close your account if we ban you (see “Moderation, suspension and bans”), or with reasonable notice if we stop operating {site_name}. If we close {site_name}, we refund all unused credits you have bought.',
      ],
    },
    {
      heading: 'Complaints, disputes and applicable law',
      paragraphs: [
        'If you have a complaint about {site_name}, about a purchase or about a decision we have taken, such as the removal of content or a ban, please use the complaint form at {domain}/complaints. You can also contact us at {support_email}.',
        'Describe your complaint as clearly as possible. We will confirm receipt and respond as quickly as possible, normally within 14 days. If we need more time, we will tell you why and when you can expect an answer.',
        'If we cannot resolve a complaint together, you can take the dispute to the competent court. For decisions about content moderation, you can also turn to an out-of-court dispute settlement body certified under the EU Digital Services Act.',
        'These terms are governed by the law of the country in which {company_name} has its registered office ({country}). If you are a consumer, this does not deprive you of the protection of the mandatory provisions of the law of the country where you live. As a consumer you can bring proceedings before the courts of the country where you live or of the country where we are established; we can only bring proceedings against you before the courts of the country where you live.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these terms for valid reasons, for example because of new functions or changes in legislation or case law. The date of the current version is stated at the top of these terms.',
        'We will inform you of significant changes by e-mail or on {site_name} at least 30 days before they take effect. If you do not agree with a change, you can delete your account before that date. If you continue to use {site_name} after that date, the new terms apply. Changes never apply retroactively to purchases you have already made.',
        'If any provision of these terms is invalid, the remaining provisions remain in force.',
      ],
    },
  ],
} satisfies LegalDoc;
