import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

interface Person {
  id: string;
  cookie: string;
}

for (const database of DATABASES) {
  describe(`forum moderation on ${database.name}`, () => {
    let site: TestSite;
    let author: Person;
    let flagger: Person;
    let second: Person;
    let moderator: Person;

    const call = async (method: 'GET' | 'POST', url: string, who: Person | null, payload?: unknown, lang?: string) =>
      site.app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, ...(who || lang ? { cookie: [who?.cookie, lang && `lang=${lang}`].filter(Boolean).join('; ') } : {}) },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    async function discussion(title: string, content = 'The borehole in our ward has been dry since March.') {
      const created = await call('POST', '/api/discussions/', author, { title, content });
      assert.equal(created.statusCode, 201, created.body);
      return created.json().id as string;
    }

    async function comment(discussionId: string, content: string, who: Person = author) {
      const created = await call('POST', `/api/discussions/${discussionId}/comments/`, who, { content });
      assert.equal(created.statusCode, 201, created.body);
      return created.json().id as string;
    }

    const queue = async (show = 'flagged') => {
      const answer = await call('GET', `/api/moderation/?show=${show}`, moderator);
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json().items as { kind: string; id: string; text: string; flags: { reason: string; details: string | null }[]; hidden: { reason: string } | null }[];
    };

    const notificationsOf = async (who: Person, lang?: string) =>
      (await call('GET', `/api/notifications/user/${who.id}/`, who, undefined, lang)).json().notifications as { title: string; message: string }[];

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      author = await site.signedInCitizen('Wanjiru Achieng Otieno');
      flagger = await site.signedInCitizen('Kiprono Mutai Cheruiyot');
      second = await site.signedInCitizen('Halima Abdi Hassan');
      moderator = await site.signedInCitizen('Moderator Makena Njeri');
      await site.grantRoles(moderator.id, 'moderator');
    });
    after(async () => site?.close());

    it('takes a citizen’s flag on a comment once, names a missing reason, and asks a visitor to sign in', async () => {
      const thread = await discussion('Water at Kondele market');
      const commentId = await comment(thread, 'Call 0712 345 678 and ask for the chairman’s home address.');
      const url = `/api/discussions/${thread}/comments/${commentId}/flags/`;

      assert.equal((await call('POST', url, null, { reason: 'personal' })).statusCode, 401);
      const noReason = await call('POST', url, flagger, { details: 'It has a phone number.' });
      assert.equal(noReason.statusCode, 400);
      assert.equal(noReason.json().field, 'reason');
      assert.equal(noReason.json().message, 'Please choose why you are flagging this.');
      const unknownReason = await call('POST', url, flagger, { reason: 'boring' });
      assert.equal(unknownReason.json().field, 'reason');
      const tooLong = await call('POST', url, flagger, { reason: 'other', details: 'x'.repeat(501) });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json().field, 'details');

      const first = await call('POST', url, flagger, { reason: 'personal', details: 'It has a phone number.' });
      assert.equal(first.statusCode, 201, first.body);
      assert.equal((await call('POST', url, flagger, { reason: 'abuse' })).statusCode, 200);
      assert.equal((await call('POST', url, second, { reason: 'abuse' })).statusCode, 201);

      const wrongDiscussion = await call('POST', `/api/discussions/${await discussion('Another thread')}/comments/${commentId}/flags/`, flagger, { reason: 'spam' });
      assert.equal(wrongDiscussion.statusCode, 404);

      const item = (await queue()).find((entry) => entry.id === commentId);
      assert.ok(item, 'the flagged comment is in the queue');
      assert.equal(item.kind, 'comment');
      assert.equal(item.text, 'Call 0712 345 678 and ask for the chairman’s home address.');
      assert.deepEqual(
        item.flags.map((flag) => [flag.reason, flag.details]),
        [
          ['personal', 'It has a phone number.'],
          ['abuse', null],
        ],
      );
      assert.ok(!JSON.stringify(item).includes(flagger.id), 'who flagged is not given to moderators');
    });

    it('hides a flagged comment: its text is replaced by the reason for everyone, its flags close, the author is told, the audit records it', async () => {
      const thread = await discussion('Roads in Ruaraka');
      const kept = await comment(thread, 'The contractor left in June.', second);
      const hiddenId = await comment(thread, 'Everyone from that village is a thief.');
      await comment(thread, 'Please keep it civil.', second);
      await call('POST', `/api/discussions/${thread}/comments/${hiddenId}/flags/`, flagger, { reason: 'abuse' });

      const short = await call('POST', `/api/moderation/comments/${hiddenId}/hide/`, moderator, { reason: 'Rude' });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().field, 'reason');
      assert.equal(short.json().message, 'Please give a reason of at least 5 characters.');

      const hidden = await call('POST', `/api/moderation/comments/${hiddenId}/hide/`, moderator, { reason: 'Insults a whole community.' });
      assert.equal(hidden.statusCode, 200, hidden.body);
      assert.equal(hidden.json().item.hidden.reason, 'Insults a whole community.');
      assert.deepEqual(hidden.json().item.flags, []);

      const again = await call('POST', `/api/moderation/comments/${hiddenId}/hide/`, moderator, { reason: 'Insults a whole community.' });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This post is already hidden.');

      const page = (await call('GET', `/api/discussions/${thread}/comments/`, flagger)).json();
      const shown = page.comments.find((entry: { id: string }) => entry.id === hiddenId);
      assert.equal(shown.content, '');
      assert.equal(shown.hidden.reason, 'Insults a whole community.');
      assert.equal(page.comments.find((entry: { id: string }) => entry.id === kept).content, 'The contractor left in June.');
      assert.equal(page.comments.length, 3, 'the hidden comment keeps its place in the thread');
      assert.ok(!(await queue()).some((entry) => entry.id === hiddenId), 'it leaves the flagged view');
      assert.ok((await queue('hidden')).some((entry) => entry.id === hiddenId && entry.text === 'Everyone from that village is a thief.'));

      const told = (await notificationsOf(author)).find((entry) => entry.title === 'A moderator hid your post');
      assert.equal(told?.message, 'A moderator hid your comment in "Roads in Ruaraka". Citizens see this reason in its place: Insults a whole community.');
      const toldSw = (await notificationsOf(author, 'sw')).find((entry) => entry.title === 'Msimamizi wa mijadala ameficha ujumbe wako');
      assert.equal(toldSw?.message, 'Msimamizi wa mijadala ameficha maoni yako kwenye "Roads in Ruaraka". Wananchi wanaona sababu hii mahali pake: Insults a whole community.');

      const [entry] = await site.db.query<{ action: string; actor_id: string; before: { hidden: unknown; openFlags: number }; after: { hidden: { reason: string } } }>(
        `SELECT action, actor_id, before, after FROM staff_audit WHERE target_type = 'comment' AND target_id = $1`,
        [hiddenId],
      );
      assert.equal(entry?.action, 'comment.hide');
      assert.equal(entry.actor_id, moderator.id);
      assert.equal(entry.before.hidden, null);
      assert.equal(entry.before.openFlags, 1);
      assert.equal(entry.after.hidden.reason, 'Insults a whole community.');

      const restored = await call('POST', `/api/moderation/comments/${hiddenId}/restore/`, moderator, {});
      assert.equal(restored.statusCode, 200, restored.body);
      const back = (await call('GET', `/api/discussions/${thread}/comments/`, flagger)).json().comments.find((item: { id: string }) => item.id === hiddenId);
      assert.equal(back.content, 'Everyone from that village is a thief.');
      assert.equal(back.hidden, undefined);
      assert.ok((await notificationsOf(author)).some((item) => item.message === 'A moderator restored your comment in "Roads in Ruaraka".'));
      assert.equal((await call('POST', `/api/moderation/comments/${hiddenId}/restore/`, moderator, {})).json().message, 'This post is not hidden.');
    });

    it('keeps a flagged post: the flags close and it stays as it was', async () => {
      const thread = await discussion('Budget hearing dates');
      const commentId = await comment(thread, 'The hearing is on Tuesday at the county hall.');
      await call('POST', `/api/discussions/${thread}/comments/${commentId}/flags/`, flagger, { reason: 'misleading' });
      const kept = await call('POST', `/api/moderation/comments/${commentId}/keep/`, moderator, {});
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal(kept.json().item.hidden, null);
      assert.ok(!(await queue()).some((entry) => entry.id === commentId));
      const twice = await call('POST', `/api/moderation/comments/${commentId}/keep/`, moderator, {});
      assert.equal(twice.statusCode, 409);
      assert.equal(twice.json().message, 'This post has no open flags.');
      // A citizen may flag it again afterwards: the earlier flag is closed.
      assert.equal((await call('POST', `/api/discussions/${thread}/comments/${commentId}/flags/`, flagger, { reason: 'misleading' })).statusCode, 201);
    });

    it('hides a discussion from the list and the search, and locks one against new comments', async () => {
      const hiddenThread = await discussion('Buy cheap phones here zebracall', 'Visit our shop for deals.');
      const lockedThread = await discussion('Ward development fund');
      await call('POST', `/api/discussions/${hiddenThread}/flags/`, flagger, { reason: 'spam' });
      const found = await call('GET', '/api/search/?q=zebracall', flagger);
      assert.equal(found.statusCode, 200);
      assert.ok(JSON.stringify(found.json()).includes('Buy cheap phones'), 'found while it is visible');
      assert.ok((await queue()).some((entry) => entry.id === hiddenThread && entry.kind === 'discussion'));

      const hidden = await call('POST', `/api/moderation/discussions/${hiddenThread}/hide/`, moderator, { reason: 'Advertising is not allowed.' });
      assert.equal(hidden.statusCode, 200, hidden.body);
      const list = (await call('GET', '/api/discussions/', flagger)).json().discussions as { id: string }[];
      assert.ok(!list.some((entry) => entry.id === hiddenThread));
      const one = (await call('GET', `/api/discussions/${hiddenThread}/`, flagger)).json().discussion;
      assert.equal(one.title, '');
      assert.equal(one.content, '');
      assert.equal(one.hidden.reason, 'Advertising is not allowed.');
      const search = await call('GET', '/api/search/?q=zebracall', flagger);
      assert.equal(search.statusCode, 200);
      assert.equal(JSON.stringify(search.json()).includes('Buy cheap phones'), false, 'not found once hidden');

      const noComment = await call('POST', `/api/moderation/comments/${lockedThread}/lock/`, moderator, { reason: 'Comments only' });
      assert.equal(noComment.statusCode, 400, 'a comment cannot be locked');
      const locked = await call('POST', `/api/moderation/discussions/${lockedThread}/lock/`, moderator, { reason: 'The question has been answered.' });
      assert.equal(locked.statusCode, 200, locked.body);
      assert.equal((await call('GET', `/api/discussions/${lockedThread}/`, flagger)).json().discussion.locked.reason, 'The question has been answered.');
      const refused = await call('POST', `/api/discussions/${lockedThread}/comments/`, flagger, { content: 'One more thing.' });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().message, 'This discussion is locked: no new comments can be added.');
      const refusedSw = await call('POST', `/api/discussions/${lockedThread}/comments/`, flagger, { content: 'Jambo moja zaidi.' }, 'sw');
      assert.equal(refusedSw.json().message, 'Mjadala huu umefungwa: maoni mapya hayawezi kuongezwa.');
      assert.ok(
        (await notificationsOf(author)).some(
          (item) => item.message === 'A moderator locked your discussion "Ward development fund": no new comments can be added. The reason: The question has been answered.',
        ),
      );

      assert.equal((await call('POST', `/api/moderation/discussions/${lockedThread}/unlock/`, moderator, {})).statusCode, 200);
      assert.equal((await call('POST', `/api/discussions/${lockedThread}/comments/`, flagger, { content: 'One more thing.' })).statusCode, 201);
      const actions = await site.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE target_id = $1 ORDER BY id`, [lockedThread]);
      assert.deepEqual(
        actions.map((row) => row.action),
        ['discussion.lock', 'discussion.unlock'],
      );
    });

    it('answers 404 for a post that does not exist', async () => {
      const missing = await call('POST', '/api/moderation/comments/7d0f8c3e-2b1a-4c5d-9e8f-0a1b2c3d4e5f/hide/', moderator, { reason: 'Insults a whole community.' });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'There is no such post.');
    });
  });
}
