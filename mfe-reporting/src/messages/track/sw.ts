import type { en } from './en';

/** The reporting section's Kiswahili texts for complaint tracking (/complaints/track) (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  // Complaint tracking (/complaints/track)
  trackTitle: 'Fuatilia lalamiko',
  trackIntro: 'Weka namba ya kumbukumbu ya lalamiko lako na barua pepe uliyotoa pamoja nalo ili kuona hali yake na majibu ya maafisa wa kesi.',
  trackReferenceLabel: 'Namba ya kumbukumbu',
  trackReferenceHint: 'Kwa mfano UH-2026-ABCD-EFGH. Iko kwenye skrini ya uthibitisho na kwenye barua pepe tuliyokutumia.',
  trackEmailLabel: 'Barua pepe',
  trackEmailHint: 'Barua pepe uliyotoa pamoja na lalamiko lako. Vyote viwili vinahitajika, ili namba ya kumbukumbu peke yake isifungue lalamiko la mtu mwingine.',
  trackFind: 'Tafuta lalamiko langu',
  trackFinding: 'Inatafuta…',
  trackFailed: 'Hatukuweza kutafuta lalamiko lako. Tafadhali jaribu tena.',
  trackStatusTitle: 'Lalamiko {reference}: {status}',
  trackSummary: 'Lalamiko kuhusu {institution} ({category}), liliwasilishwa tarehe {date}',
  trackRepliesTitle: 'Majibu ya maafisa wa kesi',
  trackRepliesEmpty: 'Bado hakuna majibu. Tutakutumia barua pepe afisa wa kesi akikuandikia au hali ya lalamiko ikibadilika.',
  trackAnother: 'Fuatilia lalamiko jingine',
  trackNewComplaint: 'Wasilisha lalamiko jipya',
};
