/** The reporting section's English texts for complaint tracking (/complaints/track). The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  // Complaint tracking (/complaints/track)
  trackTitle: 'Track a Complaint',
  trackIntro: 'Enter the reference number of your complaint and the e-mail address you gave with it to see its status and replies from case handlers.',
  trackReferenceLabel: 'Reference number',
  trackReferenceHint: 'For example UH-2026-ABCD-EFGH. It is on the confirmation screen and in the e-mail we sent you.',
  trackEmailLabel: 'E-mail address',
  trackEmailHint: 'The address you gave with your complaint. Both are needed, so that a reference alone does not open someone else’s complaint.',
  trackFind: 'Find my complaint',
  trackFinding: 'Looking…',
  trackFailed: 'Your complaint could not be looked up. Please try again.',
  trackStatusTitle: 'Complaint {reference}: {status}',
  trackSummary: '{category} complaint about {institution}, filed {date}',
  trackRepliesTitle: 'Replies from case handlers',
  trackRepliesEmpty: 'No replies yet. We will e-mail you when a case handler writes to you or the status changes.',
  trackAnother: 'Track another complaint',
  trackNewComplaint: 'File a new complaint',
} as const;
