import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Frequently asked questions',
  intro:
    "Here you will find answers to the questions we are asked most often. Can't find what you are looking for? Contact our customer service at {support_email}.",
  sections: [
    {
      heading: 'Who can join {site_name}?',
      paragraphs: [
        '{site_name} is for adults only. You must be at least 18 years old to create an account, and by signing up you confirm that you are.',
        'Signing up is free. After you register, we send you an e-mail with an activation link; your account becomes active as soon as you click it.',
      ],
    },
    {
      heading: 'What does {site_name} cost?',
      paragraphs: [
        'Creating an account, building your profile, searching for members and liking profiles are all free. You only pay when you chat: sending messages, photos and gifts costs credits.',
        'There is no subscription. You buy credits in bundles, as a one-off purchase, whenever you need them. New members get a time-limited welcome discount.',
      ],
    },
    {
      heading: 'How do credits work?',
      paragraphs: [
        'Credits are the currency you use to chat on {site_name}. Every message, photo or gift you send costs a number of credits, and the price is always shown before you send it. Your current balance is shown in your account.',
        'You can top up your credits at any time by buying a new bundle. If you like, you can set up a repeat order so that the same bundle is ordered again automatically. You can cancel a repeat order at any time in your account.',
      ],
    },
    {
      heading: 'What is a premium membership?',
      paragraphs: [
        'You become a premium member with your first purchase of credits. As a premium member you can see all photos of other members, upload up to 25 photos of your own and have as many conversations as you like.',
        'Free members can have at most 2 conversations and upload up to 3 photos. Once you are premium, you stay premium, even when your credits run out.',
      ],
    },
    {
      heading: 'How many photos can I upload?',
      paragraphs: [
        'Free members can upload up to 3 photos, premium members up to 25. Your photos must show you and must comply with our terms and conditions. Photos of other people and illegal content are not allowed.',
        'Tip: a clear, recent photo of yourself makes your profile far more attractive.',
      ],
    },
    {
      heading: 'Are all profiles real people?',
      paragraphs: [
        'No. Besides real members, {site_name} also has fictional profiles. They are run by operators who chat with you for entertainment; you cannot meet them in real life.',
        'Fictional profiles are always clearly marked with an icon and a warning, so you always know who you are talking to. Chatting with a fictional profile costs credits in the same way as chatting with a real member.',
      ],
    },
    {
      heading: 'How do matches work?',
      paragraphs: [
        "If you like a profile, give it a like. If that member likes you back, it's a match: you both know the interest is mutual.",
        "You don't need a match to send someone a message, but a match is a great way to break the ice.",
      ],
    },
    {
      heading: 'What are invisible mode and privacy mode?',
      paragraphs: [
        "In invisible mode your profile is hidden from search results. Other members can't find you, so you make the first move: they can only contact you after you have written to them.",
        'In privacy mode your profile is only visible to members you have liked or sent a message to. You can switch both modes on and off at any time on My profile, under Privacy.',
      ],
    },
    {
      heading: 'How do I block another member?',
      paragraphs: [
        "Use the block button on their profile (the conversation's header leads there). Members you have blocked are listed in your settings, where you can unblock them. Blocking removes all conversations and likes between the two of you, and that member can no longer contact you.",
        'If someone harasses you or breaks the rules, please also report them through the complaints form at {domain}/complaints so that we can take action.',
      ],
    },
    {
      heading: "I haven't received the activation e-mail. What now?",
      paragraphs: [
        'It can take a few minutes for the e-mail to arrive. Check your spam or junk folder, and make sure you entered your e-mail address correctly when you signed up.',
        'Still nothing? Add {support_email} to your contacts and get in touch with our customer service; we will help you activate your account.',
      ],
    },
    {
      heading: 'I forgot my password. How do I reset it?',
      paragraphs: [
        'On the login page, use the link to reset your password and enter the e-mail address of your account. We will send you a link to choose a new password.',
        'The link is only valid for a limited time. If it has expired, simply request a new one. For your security, we will never ask for your password by e-mail or phone.',
      ],
    },
    {
      heading: 'How do I delete my account, and can I undo it?',
      paragraphs: [
        'You can delete your account in your account settings. Your profile is then no longer visible to other members.',
        'Changed your mind? For 14 days after deletion you can reactivate your account using the link in the e-mail we send you. After that, your account is permanently deleted, except for data we are required by law to keep, such as payment records.',
        'Deleting your account does not automatically refund unused credits. If you are entitled to a refund, request it before you delete your account.',
      ],
    },
    {
      heading: 'Can I get my money back?',
      paragraphs: [
        'Unused credits can be refunded within {refund_days} days of purchase. Credits you have already used cannot be refunded.',
        'To request a refund, e-mail {support_email}. You will find all the details in our return policy.',
      ],
    },
    {
      heading: 'Which payment methods can I use?',
      paragraphs: [
        'The payment methods available depend on your country and may include iDEAL, Bancontact, credit and debit cards, PayPal, SEPA direct debit, BLIK and Przelewy24. When you buy credits, you will see the options available to you.',
        'Payments are processed by secure payment providers. Your credits are added to your account as soon as the payment has been confirmed.',
      ],
    },
    {
      heading: 'How do I stay safe?',
      paragraphs: [
        'Never send money, gift cards or bank details to anyone you have met online, however convincing their story. Asking other members for money is against our rules and leads to a ban.',
        'Take your time before sharing personal details such as your address, workplace or phone number. If you decide to meet someone, meet in a busy public place and tell a friend where you are going.',
        'Block members who make you feel uncomfortable and report suspicious behaviour through the complaints form at {domain}/complaints.',
      ],
    },
    {
      heading: 'How can I contact {site_name}?',
      paragraphs: [
        'E-mail {support_email} or call {support_phone}. Please include your username so that we can help you quickly.',
        'Complaints can be submitted through the form at {domain}/complaints. You will find all our contact details on our customer service page.',
      ],
    },
  ],
} satisfies LegalDoc;
