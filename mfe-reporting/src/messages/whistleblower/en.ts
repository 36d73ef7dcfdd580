/** The reporting section's English texts for the whistleblower guide (/whistleblower). The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  // Whistleblower (/whistleblower)
  whistleTitle: 'Report Corruption Safely',
  whistleIntro: 'How to report corruption through Uwazi Hub, what happens to your report, and how we protect your identity.',
  whistleOpenForm: 'Report corruption now',
  whistleFollowUp: 'Follow up on a report',
  whistleWhatHappensTitle: 'What happens to your report',
  whistleWhatHappens1: 'Your report arrives on the case desk, where it is marked Received.',
  whistleWhatHappens2: 'A case handler reads it, checks the evidence and may write to you with questions. The report is then Under review.',
  whistleWhatHappens3:
    'When the facts support action, the case handler refers the report to the body with the power to investigate. Otherwise the report is closed. Either way you see the outcome and the reason for it.',
  whistleAnonymityTitle: 'How anonymity works, and its limits',
  whistleAnonymity1: 'Reporting anonymously is the default. We do not ask for your name, e-mail or phone, and you do not need an account.',
  whistleAnonymity2:
    'Files carry hidden details: photos and videos the place they were taken and the phone that took them, documents the name of their author and their organisation. We remove these before anyone reads your files, unless you choose to keep the files exactly as they are. Old Word and Excel files (.doc, .xls) and WebM videos cannot be cleaned: the form tells you when you choose one.',
  whistleAnonymity3:
    'No website can hide everything. An employer, school, internet café or phone provider can see which sites a device visits. Report from a device and a network you trust, not from a work computer or a shared connection.',
  whistleAnonymity4: 'What you write can identify you. If only a few people know a detail, think about whether to include it.',
  whistleReceiptTitle: 'What the receipt code is for',
  whistleReceipt1: 'When you send a report you get a 16-digit receipt code. It is shown once.',
  whistleReceipt2: 'With the code you can see the progress of your report, read and answer questions from the case handler, and add evidence, all without revealing who you are.',
  whistleReceipt3: 'Keep it somewhere safe. Because we do not know who you are, we cannot send it to you again or recover it.',
  whistleDeviceTitle: 'Reporting from a shared or borrowed phone',
  whistleDeviceIntro: 'We keep no record that links you to a report, but the phone you use may. If someone else can pick up the phone, or looks at it for you:',
  whistleDevice1: 'Use a private (incognito) tab in the browser, and close it when you are done: the site, what you typed and your receipt code are then not kept in its history.',
  whistleDevice2:
    'Do not take a screenshot or a photo of the receipt code on that phone, and do not send it to yourself by SMS or WhatsApp. Write it on paper and keep the paper somewhere safe.',
  whistleDevice3:
    'Photos you attach stay in the phone’s gallery after you send them. Delete them from the gallery, and from its recently deleted folder, if the phone is not only yours.',
  whistleDevice4:
    'Someone who pays for the phone’s data, or runs the Wi-Fi you use (an employer, a school, a cyber café), may see that the phone visited this site, though not what you sent. Use a network you trust if you can.',
  whistleDevice5: 'Do not sign in to an account on a shared phone to report: an anonymous report needs no account.',
  whistleWhoTitle: 'Who handles reports',
  whistleWho1: 'Reports are read by the platform’s case handlers, a small trained team. Only they can open a report and its files, and every action they take is recorded.',
  whistleWho2:
    'Case handlers do not prosecute. When a report needs investigation they refer it to the public body responsible: the Ethics and Anti-Corruption Commission (EACC), the Office of the Auditor-General, or the Office of the Ombudsman (Commission on Administrative Justice).',
  whistleWho3: 'Whatever the outcome, you can read it with your receipt code.',
  whistleComplaintNote: 'Want a reply by e-mail or phone about a service problem instead?',
  whistleComplaintLink: 'File a complaint',
} as const;
