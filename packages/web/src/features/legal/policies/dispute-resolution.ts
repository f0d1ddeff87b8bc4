import { SUPPORT_EMAIL } from './contact';
import type { Policy } from './types';

export const DISPUTE_RESOLUTION_POLICY: Policy = {
  slug: 'dispute-resolution',
  title: 'Dispute Resolution',
  updated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'What this policy covers',
      paragraphs: [
        'This policy explains how to raise a complaint with the company that runs this casino (the “Operator”, “we”, “us”), how we handle it, and what you can do if you are not satisfied with our answer. It covers anything about your use of Ante: the result or settlement of a game round, a deposit that has not arrived, a withdrawal that is delayed or held, bonuses and rewards, tips, verification requests, chat moderation and decisions to restrict or close an account.',
        'Most problems are solved quickly by live support. A formal complaint is for when they are not, or when you disagree with a decision we have made.',
      ],
    },
    {
      id: 'first-steps',
      heading: 'Before you complain',
      paragraphs: [
        'Many questions have a quick answer. A deposit shows as pending until the network has confirmed it the number of times shown in the Cashier. A withdrawal waits in a short queue, where you can still cancel it, before it is sent. A bet that was refused was above the maximum bet or could have won more than the maximum profit per bet. Every settled round can be opened from My Bets, which shows its bet slip and its fairness data.',
        'If none of this explains the problem, contact live support first. Support can look at your account with you and often resolves the matter in the same conversation.',
      ],
    },
    {
      id: 'how-to-complain',
      heading: 'How to make a complaint',
      paragraphs: [
        `Send your complaint through live support, asking for it to be logged as a formal complaint, or by e-mail to ${SUPPORT_EMAIL} with the subject “Complaint”. Write from the e-mail address on your account if it has one, so that we can confirm the complaint is yours.`,
        'Please raise a complaint within six months of the event it concerns. We will still look at older matters, but records may be less complete and an independent body may decline them.',
      ],
    },
    {
      id: 'what-to-include',
      heading: 'What we need from you',
      paragraphs: [
        'A complete complaint is resolved much faster. Please include as much of the following as applies, and never send your password or two-factor codes:',
      ],
      list: [
        'your username;',
        'the date and time of the event, with your time zone;',
        'for a game round: the game, the round ID from the bet slip, the wager and currency, and what you expected to happen;',
        'for a deposit or withdrawal: the currency, the network, the amount, the address and the transaction hash;',
        'for a round you have verified yourself: the revealed server seed, the client seed and the nonce you used, and the result you obtained;',
        'screenshots or screen recordings, if you have them;',
        'what you would like us to do to put things right.',
      ],
    },
    {
      id: 'timelines',
      heading: 'How long it takes',
      paragraphs: ['We work to these timelines:'],
      list: [
        'We acknowledge a complaint within two working days and give it a reference number.',
        'We send a final response within fourteen days of receiving the complaint with the information we need.',
        'If an investigation needs longer, for example because a blockchain provider or a game studio must be consulted, we tell you why and when to expect an answer, and the final response will come no later than thirty days from receipt.',
      ],
    },
    {
      id: 'verify-a-round',
      heading: 'Checking a game round yourself',
      paragraphs: [
        'Ante’s own games are provably fair, so you do not need to take our word for a result. Every round is decided by a server seed, your client seed and a nonce, and you can repeat the calculation yourself:',
      ],
      list: [
        'Open My Bets and select the round to see its bet slip. Note the round ID, the game settings and the hash of the server seed that was shown before you bet.',
        'Open the Fairness window and rotate your seed pair. A server seed is never revealed while it is in use; rotating reveals it and starts a new pair.',
        'Check that the SHA-256 hash of the revealed server seed matches the hash shown before the bet. If it matches, the seed was fixed before you played.',
        'In the Verify tab of the Fairness window, enter the server seed, client seed, nonce and game settings. The result must match the bet slip.',
        'If you prefer an independent check, the method and every game’s formula are published with Ante’s open-source code, and third-party verifiers for the same scheme give the same result.',
      ],
    },
    {
      id: 'investigation',
      heading: 'How we investigate',
      paragraphs: [
        'A member of staff who was not involved in the original decision reviews the complaint. They look at the round records, the ledger entries for every movement of money, the blockchain, session logs and support conversations as needed. The round record kept on our servers, with its seeds, nonce, wager and payout, is the authoritative record of a bet.',
        'We may ask you for more information; the timelines pause while we wait for it. While a complaint about specific funds is open, we may hold the disputed amount, but the rest of your balance remains available.',
      ],
    },
    {
      id: 'outcomes',
      heading: 'Possible outcomes',
      paragraphs: [
        'If we find we made a mistake, we put it right: for example by crediting an amount owed, settling a round correctly, returning the wager of a round voided by a malfunction, or reversing a restriction. If we find the outcome was correct, we explain how we reached that conclusion and which records we relied on. Either way, the final response tells you how to escalate if you disagree.',
      ],
    },
    {
      id: 'escalation',
      heading: 'Escalating within the Operator',
      paragraphs: [
        'If you are not satisfied with the final response, reply within thirty days and ask for it to be escalated. A senior manager responsible for complaints, independent of the team that answered you, reviews the whole file and sends a written decision within fourteen days. That decision is the Operator’s final position.',
      ],
    },
    {
      id: 'independent-resolution',
      heading: 'Independent dispute resolution',
      paragraphs: [
        'If the matter is still not resolved, you can refer it to the alternative dispute resolution (ADR) body named in the licence details of this site, or to the authority that licenses the Operator where it handles player complaints. An ADR body is independent of us, and using it is free for players. It will usually expect you to have completed our own procedure first, or to have waited at least eight weeks for our final decision.',
        'We cooperate fully with the independent body and follow its decision where the rules of the licence make it binding on us. Using ADR does not take away your right to go to court.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Conduct during a complaint',
      paragraphs: [
        'We treat every complaint seriously and ask to be treated with the same respect. Abusive or threatening messages may lead us to continue the conversation only in writing. Opening several complaints about the same matter, or posting about it in chat, does not make it faster; one complaint with full details does.',
        'Blockchain transactions cannot be reversed by us or by anyone else, and there is no chargeback for crypto deposits. For that reason a well-documented complaint to us, followed where needed by ADR, is the route that can actually change an outcome.',
      ],
    },
    {
      id: 'records',
      heading: 'Records',
      paragraphs: [
        'We keep a record of every complaint, our investigation and our response for at least five years, and report complaint statistics to our licensing authority where required. We use these records to find and fix recurring problems.',
      ],
    },
  ],
};
