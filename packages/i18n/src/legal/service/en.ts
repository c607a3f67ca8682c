import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Customer service',
  intro:
    'Do you have a question about your account, credits or a payment? Our customer service team is happy to help. You will also find many answers in our frequently asked questions.',
  sections: [
    {
      heading: 'How to reach us',
      paragraphs: [
        'E-mail: {support_email}',
        'Phone: {support_phone}',
        'For questions about your account or a payment, e-mail is usually the quickest way to reach us. Please write from the e-mail address linked to your account so that we can find it straight away.',
      ],
    },
    {
      heading: 'Response times',
      paragraphs: [
        'We aim to answer every e-mail within two working days, and usually much sooner. Messages received at weekends or on public holidays are handled on the next working day.',
        'If your question is urgent, for example about a payment that has not been processed, you can also call us.',
      ],
    },
    {
      heading: 'What to include in your message',
      paragraphs: [
        'Help us help you quickly by including your username, the e-mail address of your account and a clear description of your question or problem. For questions about a payment, please also state the date, the amount, the payment method and, if possible, the payment reference. A screenshot of an error message can also be useful.',
        'Never send us your password or full card details. Our staff will never ask you for them.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'Not satisfied with our service, or do you want to report a member? Submit a complaint using the form at {domain}/complaints. Describe the issue as precisely as possible and, if you are reporting a member, state their username.',
        'We confirm receipt of your complaint and aim to give you a full response within 14 days. If we need more time, we will let you know.',
      ],
    },
    {
      heading: 'Company details',
      paragraphs: [
        '{site_name} is operated by {company_name}, {address}, {city}, {country}.',
        '[[Chamber of Commerce (KvK) number: {kvk}]]',
        '[[VAT number(s): {vat_numbers}]]',
        'Website: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
