import { SUPPORT_EMAIL } from './contact';
import type { Policy } from './types';

export const RESPONSIBLE_GAMBLING_POLICY: Policy = {
  slug: 'responsible-gambling',
  title: 'Responsible Gambling',
  updated: '2026-12-04',
  sections: [
    {
      id: 'commitment',
      heading: 'Our commitment',
      paragraphs: [
        'Gambling should be entertainment that you choose and control. For most people it is. For some it becomes a source of debt, stress, secrecy and broken relationships, and crypto can make that worse because money moves fast and balances can feel unreal.',
        'The company that runs this casino (the “Operator”, “we”, “us”) wants you to stay in control. This page explains how to keep gambling safe, how to recognise when it is not, the tools Ante gives you, and where to find help. You can use any of these tools without explaining why.',
      ],
    },
    {
      id: 'playing-safely',
      heading: 'Playing safely',
      paragraphs: ['A few habits keep gambling in its place:'],
      list: [
        'Treat every wager as the price of entertainment, not as a way to make money. Over time the house edge means players as a group lose.',
        'Decide before you start how much you can afford to lose and how long you will play, and stop when you reach either limit.',
        'Only play with money you do not need for rent, bills, food or debts, and never borrow to gamble.',
        'Do not chase losses. Trying to win back what you lost usually leads to losing more.',
        'Keep an eye on the fiat value of your bets; small crypto amounts can be worth a lot.',
        'Avoid gambling when you are upset, lonely, stressed, tired or have been drinking.',
        'Balance gambling with other activities, and take regular breaks.',
      ],
    },
    {
      id: 'warning-signs',
      heading: 'Warning signs',
      paragraphs: [
        'Gambling may be becoming a problem if you notice any of these in yourself or in someone close to you:',
      ],
      list: [
        'spending more time or money than intended, more and more often;',
        'needing bigger bets to feel the same excitement;',
        'feeling restless or irritable when trying to cut down;',
        'returning another day to win back losses;',
        'hiding gambling, or lying about how much you spend;',
        'borrowing money, selling possessions or missing bills to keep playing;',
        'gambling to escape problems or low mood;',
        'neglecting work, study, family or sleep because of gambling;',
        'arguments with people close to you about money or time spent playing.',
      ],
    },
    {
      id: 'self-assessment',
      heading: 'A quick self-assessment',
      paragraphs: [
        'Answer these questions honestly, thinking about the last twelve months. If you answer yes to one or more, it is worth looking at the tools below and talking to one of the organisations listed. If you answer yes to several, we strongly encourage you to take a break now.',
      ],
      list: [
        'Have you spent money on gambling that was meant for something else, such as bills or savings?',
        'Do you need to stake more than you used to before playing feels exciting?',
        'After a loss, do you come back soon to try to win it back?',
        'Have you borrowed money, or sold something, to pay for your play?',
        'Have you wondered whether your gambling is getting out of hand?',
        'Do you feel anxious, low or short-tempered when you cannot play?',
        'Has someone close to you said they are worried about how much you gamble?',
        'Has gambling left you or your household short of money?',
        'Do you feel guilty or ashamed after a session?',
        'Have you tried to cut down and found that you could not?',
      ],
    },
    {
      id: 'limits',
      heading: 'Deposit, loss and time limits',
      paragraphs: [
        'Where the Operator has enabled them, you can set deposit, loss and wager limits, and a limit on the time you play, for a day, a week or a month in Settings. A lower limit applies at once; a request to raise or remove a limit takes effect only after a waiting period, so that it is a considered decision rather than an impulse. If limits are not shown in your Settings, live support can apply one to your account for you.',
      ],
    },
    {
      id: 'reality-checks',
      heading: 'Reality checks and your statistics',
      paragraphs: [
        'A reality check is a reminder, at an interval you choose, that shows how long you have been playing and your net result for the session, with a quick way to stop. Where it is available it is found in Settings, and support can switch it on for you. The live statistics panel on game pages shows your running profit or loss and can stay open while you play. Your transaction history in Settings lists every deposit, withdrawal and tip.',
        'Looking honestly at these numbers from time to time is one of the simplest ways to stay in control.',
      ],
    },
    {
      id: 'vault-and-display',
      heading: 'The vault and hidden balances',
      paragraphs: [
        'Money in the vault cannot be wagered, and taking it out requires your password. Moving winnings or your budget for next week into the vault puts a deliberate step between you and the next bet.',
        'The Hide Balances setting hides the amounts on screen, which is useful when others can see your display. It does not change what you spend. If you find yourself hiding your play from the people around you, treat that as a warning sign rather than a setting.',
      ],
    },
    {
      id: 'cooling-off',
      heading: 'Taking a break (time-out)',
      paragraphs: [
        'If you want to step away for a short time, you can take a time-out of 24 hours, 7 days or 6 weeks from Settings. We confirm the request with a link sent to your e-mail address, where you choose how long it lasts. During a time-out you cannot place bets, deposit, send tips or claim rewards, we send you no promotions and you take no part in chat rain. You can still sign in to withdraw your balance. A time-out cannot be cut short once it has started, and it ends by itself when its time is up.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: 'Self-exclusion',
      paragraphs: [
        'Self-exclusion is for when you need a longer stop: 6 months, 1 year or permanently. It works the same way as a time-out, from Settings, and it cannot be shortened or reversed while it lasts. If you have no e-mail address on your account, add one in Settings or ask live support to exclude you directly.',
        'While you are excluded we close any other account we find that belongs to you, and we remove you from marketing. We recommend also excluding yourself from other gambling sites you use and installing blocking software, because an exclusion with us does not stop other operators from accepting you.',
        'When a fixed self-exclusion ends, your account does not reopen by itself. It stays closed until you ask us to reopen it in Settings, and it then reopens 24 hours later, so that coming back is a considered decision. Take that moment before you return; if you are not sure you are ready, start a new break instead. A permanent self-exclusion never ends.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      paragraphs: [
        'We do not only rely on you to notice a problem. We train staff to recognise signs of harm in conversations and account activity, such as rapidly increasing deposits, repeatedly cancelling withdrawals to keep playing or messages that show distress. When we see them we may contact you, suggest tools, apply limits, pause marketing or, where the risk is serious, suspend gambling on the account. We do not offer bonuses to players who have self-excluded or who have told us that gambling is harming them.',
      ],
    },
    {
      id: 'getting-help',
      heading: 'Where to find help',
      paragraphs: [
        'Talking to someone is often the most important step, and free, confidential support exists in many countries. Well-known organisations include:',
      ],
      list: [
        'Gamblers Anonymous: a fellowship of people helping each other stop gambling, with meetings in many countries and online (gamblersanonymous.org).',
        'GamCare: information, advice and a free helpline and live chat for anyone affected by gambling in the United Kingdom (gamcare.org.uk).',
        'BeGambleAware: information and tools for checking your gambling, and routes into free treatment in Great Britain (begambleaware.org).',
        'Gambling Therapy: free online support and counselling in several languages for people anywhere in the world (gamblingtherapy.org).',
        'Gam-Anon: support for the families and friends of people with a gambling problem (gam-anon.org).',
      ],
    },
    {
      id: 'local-help',
      heading: 'Help where you live',
      paragraphs: [
        'Many countries run their own helplines and treatment services; your doctor or a local health service can direct you to them. If you are in debt because of gambling, a free debt advice service can help you plan. If you are ever thinking about harming yourself, contact emergency services or a crisis line in your country straight away.',
      ],
    },
    {
      id: 'blocking-software',
      heading: 'Blocking software',
      paragraphs: [
        'Blocking tools such as BetBlocker (free) and Gamban stop your devices from opening gambling sites, including this one. They work alongside self-exclusion and make it much harder to act on an impulse. Install them on every device you use.',
      ],
    },
    {
      id: 'minors',
      heading: 'Protecting minors',
      paragraphs: [
        'Ante is strictly for adults aged 18 or over, or the higher legal age where you live. We check age during verification, and accounts opened by minors are closed.',
        'If children use your devices, please help us keep them out: do not leave your account signed in, do not share your password, lock your devices, and use parental control software that blocks gambling sites. If you believe a child is using Ante, tell us and we will act at once.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `If you are worried about your own gambling or someone else’s, or you want help setting up any of these tools, contact live support or write to ${SUPPORT_EMAIL}. We will answer without judgement, and you do not have to give a reason.`,
      ],
    },
  ],
};
