import { SUPPORT_EMAIL } from './contact';
import type { Policy } from './types';

export const PRIVACY_POLICY: Policy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  updated: '2026-11-22',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'This casino is run by the company named in this site’s licence details (the “Operator”, “we”, “us”), which is responsible for your personal data as its controller. It runs on Ante, open-source casino software, so anyone can read exactly what the software stores.',
        'We collect as little as we can and use it to run your account, keep play fair and meet our legal duties. This policy explains what we hold, why, who else sees it and what you can do about it.',
      ],
    },
    {
      id: 'account-data',
      heading: 'Your account',
      paragraphs: ['When you register and use your account we hold:'],
      list: [
        'your username, which other players can see;',
        'your e-mail address, only if you give one, and whether you have confirmed it;',
        'your password as a salted one-way hash; the password itself is never stored and nobody, including our staff, can read it;',
        'if you sign in with Google, your Google account identifier and e-mail; with MetaMask, your wallet address;',
        'the secret behind your two-factor codes, if you turn two-factor authentication on;',
        'your rank, experience points, rewards, bonus progress and privacy choices;',
        'the referral code you arrived with, if any, and your affiliate campaigns.',
      ],
    },
    {
      id: 'usage-data',
      heading: 'Sessions, location and activity',
      paragraphs: ['As you use Ante we also record:'],
      list: [
        'for each signed-in session, a hash of its token, a description of the device and browser, the IP address and when it was last used, so that you can review and end sessions in Settings;',
        'your country, and region where relevant, as reported by our network edge from your IP address, which we need to enforce territory restrictions;',
        'your deposit addresses, the addresses you withdraw to, and every transaction: amount, currency, network, transaction hash and time, including vault moves and tips sent or received;',
        'every game round: game, wager, currency, seeds, nonce, outcome, multiplier, payout and time;',
        'chat messages with their room and time, your friends list and presence, and moderation actions;',
        'conversations with support and, when verification is required, the information and documents you provide.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it, and on what basis',
      paragraphs: ['We use personal data only for these purposes, each with its legal basis:'],
      list: [
        'Running your account, wallet, games, rewards, chat and support: performance of our contract with you.',
        'Checking your age and identity, screening against sanctions, preventing money laundering and keeping financial records: legal obligations.',
        'Protecting accounts, detecting fraud, bonus abuse and cheating, and fixing faults: our legitimate interest in a safe and working service.',
        'Spotting signs of harmful gambling and offering help: legal obligations and our legitimate interest in your wellbeing.',
        'Optional analytics and promotional e-mails: your consent, which you can withdraw at any time.',
      ],
    },
    {
      id: 'public-data',
      heading: 'What other players can see',
      paragraphs: [
        'Your username appears in chat, tips, leaderboards, the jackpot history and the public bet feeds, which show the game, the wager, the multiplier and the payout of bets. You can make your statistics private in Settings, after which your bets appear without your name. Never post personal details in chat; anyone in the room can read them.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'Ante sets one cookie of its own: a session cookie, created when you sign in, that holds a random token identifying your session. Scripts on the page cannot read it, it is sent only to this site and only over secure connections, and it is removed when you sign out or the session expires. We do not use advertising or tracking cookies.',
        'Your display preferences are kept in your browser’s local storage rather than on our servers: selected currency, fiat currency, whether to show fiat values, hide empty balances or hide balances altogether, sound volume, game speed, hotkeys, chat room and tab, and whether the menu is open. A few markers sit alongside them, such as whether you have seen the welcome offer and the referral code of the link you arrived through. Clearing your browser data removes them.',
        'The support widget and analytics service described below may set their own cookies; analytics does so only where you have agreed.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Service providers and other recipients',
      paragraphs: [
        'We share data only with providers who need it to run the service, under contracts that limit their use of it to our instructions:',
      ],
      list: [
        'Error reporting: when the page crashes, a report with the error, the page address and your browser type is sent to our servers and to an error-reporting service, together with timing data from a sample of page loads. Reports are not meant to carry personal data and known browser noise is filtered out.',
        'Analytics: pages visited, device type and approximate location, used in aggregate to improve the site.',
        'Live support: the support chat provider receives your username, an identifier signed by us so that support knows it is really you, your e-mail if you gave one, and your messages.',
        'Identity verification and blockchain analytics providers, who check documents and screen wallet addresses for us.',
        'Hosting, e-mail delivery and, if you use them, Google and MetaMask for sign-in.',
      ],
    },
    {
      id: 'disclosures',
      heading: 'Authorities and other disclosures',
      paragraphs: [
        'We may disclose data to regulators, law enforcement and financial intelligence units when the law requires it, and to a company that takes over the service, which would remain bound by this policy. We never sell personal data.',
      ],
    },
    {
      id: 'blockchain',
      heading: 'Blockchain data',
      paragraphs: [
        'Deposits and withdrawals are recorded on public blockchains, which anyone can inspect and nobody can change. We cannot erase or correct data there, even when we delete our own copy.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      paragraphs: [
        'Account, transaction, game round and verification records are kept while your account is open and for five years after it closes, or longer where the law or an open investigation requires, because anti-money-laundering law obliges us to keep them. A self-exclusion record is kept for as long as needed to honour it.',
        'Session records are deleted when the session expires or you end it. Chat messages are kept for up to twelve months, and support conversations for up to three years. Crash reports are kept for up to ninety days.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Connections to Ante are encrypted. Passwords are stored only as hashes, sessions only as hashes of their tokens, and the vault needs your password to release funds. Access to personal data is limited to staff who need it for their role. Two-factor authentication is the best protection you can add; please turn it on. No system is perfectly secure, and if a breach affects your data we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Depending on where you live, you may have the right to:'],
      list: [
        'get a copy of the personal data we hold about you;',
        'have inaccurate data corrected;',
        'have data deleted where we no longer need it or have no legal duty to keep it;',
        'restrict or object to uses based on our legitimate interests;',
        'receive the data you gave us in a portable format;',
        'withdraw consent at any time, without affecting earlier use.',
      ],
    },
    {
      id: 'using-your-rights',
      heading: 'Using your rights',
      paragraphs: [
        'Write to us to use any of these rights; we may first confirm that the request comes from you. We answer within one month. Where the law requires us to keep some data, we explain what we keep and why. You can also complain to the data protection authority where you live or where the Operator is established.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      paragraphs: [
        'Our providers may process data in countries other than yours. When data leaves a country whose law protects it, we rely on an adequacy decision or on standard contractual clauses with additional safeguards where needed. You can ask us for a copy of the safeguards that apply.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Ante is only for adults aged 18 or over. We do not knowingly collect data about anyone younger. If we learn that a minor has registered, we close the account and delete their data except for what the law requires us to keep. If you believe a child is using Ante, please tell us.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top, and we tell you about significant changes on the site or by e-mail before they apply.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `For privacy questions or to use your rights, write to ${SUPPORT_EMAIL} with the subject “Privacy”, or ask live support to pass your request to our data protection contact.`,
      ],
    },
  ],
};
