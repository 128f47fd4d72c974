import type { Database } from '../db/client.js';
import { chatMessages, chatRooms, forumComments, forumPosts, reports } from '../db/schema-community.js';

const MARIA = 'maria.santos@kakayahan.demo';
const JUAN = 'juan.delacruz@kakayahan.demo';
const BAYANIHAN = 'hiring@bayanihan-tech.demo';
const MALASAKIT = 'careers@malasakit-care.demo';

const HOUR = 3_600_000;

/**
 * The forum and chat of the demo: a few posts with comments and a reply, one pending report for the admin's
 * Manage Reports, and a conversation between Maria and Bayanihan Tech Solutions, so every community screen
 * shows real content on first start.
 */
export async function seedDemoCommunity(tx: Database, idOf: (email: string) => number, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  const [welcome, tips, hiring] = await tx
    .insert(forumPosts)
    .values([
      {
        userId: idOf(MARIA),
        title: 'Screen reader tips for online job applications',
        content:
          'I use NVDA on a budget laptop. Filling in forms is much faster with the browse/focus mode shortcut ' +
          '(Insert + Space). What tools do you use?\nThe NVDA user guide helped me: https://www.nvaccess.org/',
        createdAt: at(30),
      },
      {
        userId: idOf(JUAN),
        title: 'First interview next week — any advice?',
        content: 'I have my first interview since my accident. How do you talk about reasonable accommodation?',
        createdAt: at(20),
      },
      {
        userId: idOf(BAYANIHAN),
        title: 'We are hiring accessibility testers',
        content:
          'Bayanihan Tech Solutions is hiring testers who use assistive technology every day. Remote work is ' +
          'possible and we provide equipment. See our jobs in the job feed.',
        createdAt: at(6),
      },
    ])
    .returning({ id: forumPosts.id });
  if (!welcome || !tips || !hiring) return;

  const [juanComment, , spamComment] = await tx
    .insert(forumComments)
    .values([
      {
        postId: welcome.id,
        userId: idOf(JUAN),
        content: 'Thanks Maria! I also use the NVDA speech viewer to check what I typed.',
        createdAt: at(28),
      },
      {
        postId: tips.id,
        userId: idOf(MALASAKIT),
        content:
          'Speaking as an employer: tell us what helps you do your best work. We want to know, and the law ' +
          '(RA 7277, the Magna Carta for Disabled Persons) is on your side.',
        createdAt: at(18),
      },
      {
        postId: hiring.id,
        userId: idOf(JUAN),
        content: 'EARN 50,000 PESOS A DAY FROM HOME!!! Click the link in my profile!!!',
        createdAt: at(5),
      },
    ])
    .returning({ id: forumComments.id });
  if (juanComment) {
    await tx.insert(forumComments).values({
      postId: welcome.id,
      parentId: juanComment.id,
      userId: idOf(MARIA),
      content: 'Good idea, I will try the speech viewer.',
      createdAt: at(27),
    });
  }
  if (spamComment) {
    await tx.insert(reports).values({
      reason: 'spam',
      reportDesc: 'This looks like a money scam, not a job offer.',
      reportedBy: idOf(MARIA),
      contentType: 'comment',
      commentId: spamComment.id,
      createdAt: at(4),
    });
  }

  const maria = idOf(MARIA);
  const bayanihan = idOf(BAYANIHAN);
  const [room] = await tx
    .insert(chatRooms)
    .values({
      userLowId: Math.min(maria, bayanihan),
      userHighId: Math.max(maria, bayanihan),
      createdAt: at(3),
      lastMessageAt: at(2),
    })
    .returning({ id: chatRooms.id });
  if (!room) return;
  await tx.insert(chatMessages).values([
    {
      roomId: room.id,
      senderId: bayanihan,
      content: 'Hello Maria! Thank you for applying for Accessibility Tester. Are you free for a call on Monday?',
      createdAt: at(3),
    },
    {
      roomId: room.id,
      senderId: maria,
      content: 'Good day! Yes, Monday works. Could we use a video call with captions?',
      createdAt: at(2.5),
    },
    {
      roomId: room.id,
      senderId: bayanihan,
      content: 'Of course. We will send a link with live captions turned on.',
      createdAt: at(2),
    },
  ]);
}
