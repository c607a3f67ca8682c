import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Ban policy',
  intro:
    "On {site_name} everyone should be able to meet people safely and pleasantly. This policy explains when we block an account, what a block means for the member's credits and data, and how a blocked member can object.",
  sections: [
    {
      heading: 'Why do we block accounts?',
      paragraphs: [
        "{site_name} should be a safe and pleasant place for everyone. That is why we block accounts that break our rules. The most common reasons are: harassment, threats or abusive behaviour towards other members; being under 18, or any contact involving minors; scams and asking other members for money, gift cards or bank details; spam and unsolicited advertising; fake identities, such as using someone else's name or photos; and posting or sending illegal content.",
        'Depending on how serious the breach is, we may block an account without prior warning. Where the law requires it, we report illegal activities to the competent authorities.',
      ],
    },
    {
      heading: 'What happens to your credits and data?',
      paragraphs: [
        'While your account is blocked, your profile is not visible to other members and you cannot use your credits. Your credit balance remains linked to your account: if the block is lifted, you can use your credits again.',
        'We only keep your data for as long as necessary to handle the breach and any objection, and to meet our legal obligations. After that, it is deleted in accordance with our privacy policy.',
        'If you believe you are entitled to a refund of unused credits, please mention this when you contact us.',
      ],
    },
    {
      heading: 'How to object',
      paragraphs: [
        'Do you believe your account was blocked by mistake? Send an e-mail to {support_email} from the e-mail address linked to your account, or use the complaints form at {domain}/complaints.',
        'Please state your username and explain why you think the block is unjustified. Include any information that may help us review your case.',
      ],
    },
    {
      heading: 'What happens next?',
      paragraphs: [
        'We review every objection carefully and let you know our decision by e-mail. If the block turns out to be unjustified, we restore your account, including your credits.',
        'Please do not create a new account while your account is blocked: accounts created to get around a block will be blocked as well. This does not affect your statutory rights.',
      ],
    },
  ],
} satisfies LegalDoc;
