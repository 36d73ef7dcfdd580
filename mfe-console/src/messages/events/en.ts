/** The staff console's English texts for the townhall events editor (/console/content/events). */
export const en = {
  /* Townhall events */
  eventsIntro:
    'The townhall meetings citizens read about, past ones too, in English and Kiswahili. A draft stays with the editors; citizens see an event once it is published, and a published event keeps what they see until its changes are published.',
  eventsLoadFailed: 'We could not load the townhall events',
  eventsHeading: 'All events, newest first',
  eventsEmpty: 'No townhall events yet.',
  eventNew: 'New event',
  eventsCount_one: '{n} event',
  eventsCount_other: '{n} events',
  eventsMissingCount_one: '{n} missing some Kiswahili',
  eventsMissingCount_other: '{n} missing some Kiswahili',
  eventStatePublished: 'Published',
  eventStateDraft: 'Not published',
  eventStateChanged: 'Published, draft waiting',
  eventEditedBy: 'Last edited by {name}, {date}',
  eventEditedNever: 'Not edited in the console yet',
  eventSaveFailed: 'The event could not be saved. Please try again.',
  eventDonePublish: 'Published: citizens see it now.',
  eventDoneTakeDown: 'Taken down: citizens no longer see it.',
  eventValues: 'Date, time and place',
  fieldVenue: 'Venue, or meeting link for an online event',
  requiredVenue: 'Please fill in the venue, or the meeting link of an online event.',
  fieldOnline: 'Held online',
  eventOnline: 'Online: {link}',
  eventInPerson: 'In person: {venue}',
} as const;
