import type { Dictionary } from './dictionary';

/** English (Canada). Short sentences and everyday words: many readers are seniors. */
export const en: Dictionary = {
  common: {
    brandName: 'ScamCheck',
    colon: ': ',
    tagline: 'Email safety for Canadian families',
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    footerAbout: 'ScamCheck checks suspicious emails for families. Made in Canada. Free during our closed beta, offered as is.',
    footerPrivacy: 'We never store, track or sell the emails you forward to us.',
    footerSupportEmail: 'Questions? Write to us at {email}.',
    footerSupportUrl: 'Questions? Contact us at {url}',
    footerCafc:
      'Lost money or shared personal information? Call your bank right away, then report it to the Canadian Anti-Fraud Centre at 1-888-495-8501.',
    footerAutomatic: 'This message was sent automatically.',
    linkRemoved: '[link removed]',
    noSubject: '(no subject)',
    unknownSender: '(unknown sender)',
    fromLabel: 'From',
    subjectLabel: 'Subject',
    forwardedEmailTitle: 'The email you forwarded',
    safetyTipsTitle: 'In the meantime, stay safe',
    safetyTips: [
      "Don't click links or open attachments in an email you weren't expecting.",
      "Don't reply, and never send money, passwords, codes or banking details.",
      'If the email says it is from your bank, the government or a company you know, call them using a number you trust: the one on your card, a bill or their official website. Never use the number in the email.',
      'When in doubt, ask a family member or a friend before you do anything.',
    ],
    buttonFallback: "If the button doesn't work, copy this link into your web browser:",
    testNotice: 'TEST: this is a sample email sent by a ScamCheck administrator. It is not about a real message.',
    visitSite: 'ScamCheck: {url}',
  },
  analysis: {
    verdictLabels: { safe: 'SAFE', suspicious: 'CAUTION', dangerous: 'SCAM', unknown: 'UNKNOWN' },
    riskLevelNames: { safe: 'Safe', suspicious: 'Suspicious', dangerous: 'Dangerous', unknown: 'Unknown' },
    riskLevelLine: 'Risk level: {level}',
    headlines: {
      safe: 'This email looks safe.',
      suspicious: 'Be careful with this email.',
      dangerous: 'This email is a scam.',
      unknown: 'We could not reach a clear verdict.',
    },
    summaries: {
      safe: 'We found nothing worrying. If something still feels off, check with the sender by phone or in person.',
      suspicious:
        'Parts of this email look like a scam. Do not click, reply or pay until you have checked with the sender some other way, for example by calling a number you trust.',
      dangerous: 'Do not click any links, open attachments, reply or send money. The safest thing to do is delete it.',
      unknown:
        'Please treat this email with care. Do not click links or reply until you have checked with the sender some other way.',
    },
    preheaders: {
      safe: 'Good news: this email looks safe.',
      suspicious: 'Be careful: check with the sender before you act.',
      dangerous: 'This is a scam. Do not click, reply or pay.',
      unknown: 'We could not reach a clear verdict. Please be careful.',
    },
    confidence: 'Confidence: {percent}%',
    notSeparatedTitle: 'Please note',
    notSeparated:
      'We could not separate the original message from your forward, so we analysed everything we received, including any note you added.',
    reasonsTitle: 'Why we think so',
    groupCritical: 'Warning signs',
    groupWarning: 'Things to be careful about',
    groupSafe: 'Good signs',
    groupAi: 'Patterns spotted by our AI',
    aiLabel: 'AI',
    noReasons: 'We did not find anything specific to point out.',
    whatToDoTitle: 'What to do',
    defaultRecommendations: {
      safe: ['You can read this email as usual.', 'If it ever asks for money or personal details, check with the sender first.'],
      suspicious: [
        'Do not click links or open attachments in this email.',
        'Contact the sender using a phone number or website you already trust.',
      ],
      dangerous: [
        'Do not click links, open attachments or reply.',
        'Delete the email.',
        'If you already shared information or paid, call your bank right away.',
      ],
      unknown: ['Do not click links or reply for now.', 'Contact the sender using a phone number or website you already trust.'],
    },
    aiRecommendationTitle: 'Advice from our AI assistant',
    checkedEmailTitle: 'The email you asked us to check',
    excerptTitle: 'The beginning of the message',
  },
  unregistered: {
    subject: 'We got your email. Sign up to have it checked',
    preheader: 'Your address is not registered yet, so we did not check this email.',
    heading: 'Thanks for forwarding this email',
    intro:
      'We received the email you forwarded to {scanAddress}, but your email address is not registered with ScamCheck yet.',
    notAnalysed: 'That means we did not check it. Please treat it with care until you know more.',
    signupTitle: 'Sign up in a few minutes. It is free.',
    signupSteps: [
      'Create your free account at {url} (ScamCheck is in a closed beta).',
      'Use the same email address you forwarded this message from.',
      'Forward the email to {scanAddress} again. You will get our answer in a few moments.',
    ],
    button: 'Create my free account',
  },
  allowance: {
    subject: 'Daily limit reached. Your email was not checked',
    preheader: 'You have reached your daily limit. Please try again later.',
    heading: 'You have reached your daily limit',
    limitOne: 'You can have {limit} email checked in any 24 hours, and you have reached that limit.',
    limitMany: 'You can have up to {limit} emails checked in any 24 hours, and you have reached that limit.',
    notChecked: 'We did not check the email "{subject}".',
    tryLater: 'Please forward it to us again later.',
    tryLaterHint: 'You can try again {hint}.',
    rushWarning:
      'If the email pushes you to act fast, that alone is a warning sign. Scammers rush people on purpose. It is always fine to wait.',
  },
  signup: {
    subject: 'Confirm your ScamCheck account',
    preheader: 'One last step: confirm your email address.',
    heading: 'Welcome to ScamCheck',
    body: 'Please confirm your email address to finish creating your account.',
    button: 'Confirm my email',
    expiry: 'This link works for 24 hours.',
    ignore: "If you didn't create a ScamCheck account, you can ignore this email. Nothing will happen.",
  },
  recovery: {
    subject: 'Reset your ScamCheck password',
    preheader: 'Choose a new password for your ScamCheck account.',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your ScamCheck account. You can choose a new one with the link below.',
    button: 'Choose a new password',
    expiry: 'This link works for 24 hours.',
    ignore: "If you didn't ask for this, ignore this email. Your password will not change.",
    neverAsk: 'ScamCheck will never ask you for your password by email or phone.',
  },
  oversized: {
    subject: 'Your email was too large to check',
    preheader: 'We could not check this email because it is too large.',
    heading: 'This email is too large for us to check',
    body: 'The email "{subject}" is larger than {max} MB, the most we can check, so we did not analyse it. Sorry about that.',
    tryTitle: 'What you can try',
    tips: [
      'Forward it to us again without the attachments (photos, documents).',
      'Or copy the text of the email, paste it into a new email and send that to us.',
    ],
  },
  unreadable: {
    subject: 'We could not read your email',
    preheader: 'Please try forwarding it as an attachment.',
    heading: 'We could not read the email you forwarded',
    body: 'We received "{subject}", but we could not read what is inside, so we did not check it.',
    tryTitle: 'Please try forwarding it as an attachment',
    steps: [
      'Gmail: open the email, click the three dots (⋮) at the top right, then choose "Forward as attachment".',
      'Outlook: open the email, choose "More actions" (…), then "Forward as attachment".',
      'Apple Mail: open the email, then in the Message menu choose "Forward as Attachment".',
    ],
    thenSend: 'Then send it to us as usual.',
  },
  contact: {
    subjectWithTopic: 'Contact form: {subject}',
    subjectWithoutTopic: 'Contact form: message from {name}',
    heading: 'New message from the contact form',
    nameLabel: 'Name',
    emailLabel: 'Email',
    subjectLabel: 'Subject',
    languageLabel: 'Language',
    messageLabel: 'Message',
    languageName: 'English',
    noTopic: '(none)',
  },
  samples: {
    dangerous: {
      recipientName: 'Margaret',
      originalSender: 'Interac e-Transfer <notify@interac-etransfer-deposit.com>',
      originalSubject: 'INTERAC e-Transfer: You have received $450.00 (CAD)',
      contentExcerpt:
        'Hi Margaret,\nYou have received $450.00 (CAD) from ROGER MILLER.\nClick here to deposit your funds: https://interac-deposit-secure.com/claim?id=8841\nThis transfer will expire in 24 hours. Select your financial institution and sign in to accept it.',
      reasons: [
        'Urgent deadline: the transfer "will expire in 24 hours", to rush you',
        'Suspicious link: it goes to interac-deposit-secure.com, which is not an Interac or bank website',
        'Suspicious sender: the address is not from Interac (real notifications come from notify@payments.interac.ca)',
        'Caution: it asks you to sign in to your bank through a link in the email',
      ],
      aiReasons: [
        'Matches a known Interac e-Transfer deposit scam seen across Canada',
        'The wording and layout copy a real Interac notification to look trustworthy',
      ],
      recommendations: [
        'Do not click the link or enter any banking details.',
        'Delete the email.',
        "If you were expecting money, open your bank's app or website yourself to check. Never use a link in an email.",
        'If you already entered your banking details, call your bank right away using the number on the back of your card.',
      ],
      aiEnhancedRecommendation:
        'Scammers copy Interac emails very closely. Before you accept any e-Transfer, ask the person who supposedly sent it, by phone and not by email, whether they really sent you money. Many banks now deposit e-Transfers automatically, so you may not need to click anything at all.',
    },
    suspicious: {
      recipientName: 'Robert',
      originalSender: 'Canada Post Delivery <delivery-notice@cp-parcel-info.net>',
      originalSubject: 'Action required: your parcel is on hold',
      contentExcerpt:
        'We tried to deliver your parcel today but no one was home.\nYour parcel is on hold because of an unpaid shipping fee of $1.99.\nPlease confirm your address within 48 hours or the parcel will be returned to the sender: https://cp-parcel-info.net/redeliver',
      reasons: [
        'Urgent language: "within 48 hours or the parcel will be returned"',
        'Caution: it asks for a small fee to release a parcel, a common trick to collect card numbers',
        "Warning: the sender's web address is not Canada Post's (canadapost-postescanada.ca)",
        'The email has no attachments',
      ],
      aiReasons: ['Similar to parcel delivery messages that are often, but not always, fraudulent'],
      recommendations: [
        'Do not pay anything and do not click the link in this email.',
        "If you are expecting a parcel, check it by typing canadapost.ca into your browser yourself, or use the tracking number from the store you ordered from.",
        'Be wary of any email that asks for a small fee to deliver a parcel.',
      ],
      aiEnhancedRecommendation:
        'This looks like a delivery notice, but it uses a deadline and a small fee to get your card details. If you ordered something, go to the store or the carrier website yourself to follow the delivery.',
    },
    safe: {
      recipientName: 'Sophie',
      originalSender: 'Maple Grove Public School <newsletter@maplegrove-ps.ca>',
      originalSubject: 'Maple Grove Newsletter: November',
      contentExcerpt:
        'Dear families,\nPicture retake day is Tuesday, November 18. The Grade 3 food drive runs until Friday. Thank you for your generosity!\nReminder: the school council meets Thursday at 6:30 p.m. in the library.',
      reasons: [
        "The sender's address matches the school's own website",
        'No requests for money, passwords or personal information',
        "Links go only to the school board's website",
      ],
      aiReasons: ['Reads like a regular school newsletter'],
      recommendations: [
        'You can read this email as usual.',
        'As always, if an email ever asks you for money or personal details, check with the school by phone first.',
      ],
    },
    unregistered: {
      attemptedEmailSubject: 'INTERAC e-Transfer: You have received $450.00 (CAD)',
      attemptedEmailSender: 'Interac e-Transfer <notify@interac-etransfer-deposit.com>',
    },
  },
};
