import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Return policy',
  intro:
    'On {site_name} you buy credits to chat with other members. This policy explains your right of withdrawal, when you can get a refund of unused credits and how to request one. It forms part of our terms and conditions.',
  sections: [
    {
      heading: 'Right of withdrawal for digital content',
      paragraphs: [
        'Credits are digital content that is supplied to you immediately after payment. As a consumer in the EU you normally have a 14-day right of withdrawal for online purchases. For digital content, however, this right ends once supply has begun, provided you have expressly agreed to immediate supply and acknowledged that you thereby lose your right of withdrawal.',
        'Your credits are added to your account as soon as your payment is complete. By completing the payment, you ask for this immediate supply and acknowledge that your right of withdrawal for those credits then ends.',
      ],
    },
    {
      heading: 'How using credits affects your rights',
      paragraphs: [
        'As soon as you use credits from a bundle, for example to send a message, photo or gift, those credits have been consumed. Used credits cannot be returned or refunded.',
        'For credits you have not used yet, our refund scheme for unused credits described below applies.',
      ],
    },
    {
      heading: 'Refund of unused credits',
      paragraphs: [
        'You can get a refund for unused credits within {refund_days} days of purchase. The amount is based on the price per credit you actually paid for that bundle, including any discount.',
        'If you have already used part of a bundle, only the unused part is refunded. Once {refund_days} days have passed since the date of purchase, unused credits can no longer be refunded.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        'On the “Your orders” page, open the purchase concerned and choose “Ask for the unused credits back”. As soon as you confirm, the unused credits of that purchase are refunded at once to the payment method you used for it.',
        'The page of the purchase then shows how many credits and what amount have been refunded. If you need help with a refund, you can also write to {support_email} or call {support_phone}.',
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        'We refund you using the same payment method you used for the purchase. The refund is started as soon as you ask for it, without any approval on our part. We do not charge any fees for refunds.',
        'The refunded credits are deducted from your balance. Depending on your bank or payment provider, it may take a few working days for the amount to appear in your account.',
      ],
    },
    {
      heading: 'Cancelling repeat orders',
      paragraphs: [
        'If you have set up a repeat order, you can cancel it at any time by removing your saved card on the repeat order page of the credits shop, or by contacting customer service. The cancellation applies to all future orders.',
        'Orders placed and paid before you cancelled are treated like any other purchase: unused credits from those orders can be refunded within {refund_days} days of purchase.',
      ],
    },
  ],
} satisfies LegalDoc;
