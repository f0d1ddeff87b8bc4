import { SUPPORT_EMAIL } from './contact';
import { RESTRICTED_SECTION_ID, restrictedTerritoryNames } from './restricted-territories';
import type { Policy } from './types';

export const TERMS_OF_SERVICE: Policy = {
  slug: 'tos',
  title: 'Terms of Service',
  updated: '2026-12-04',
  sections: [
    {
      id: 'about',
      heading: 'About these Terms',
      paragraphs: [
        'These Terms of Service (the “Terms”) are the agreement between you and the company that runs this casino, named in this site’s licence details (the “Operator”, “we”, “us”). The casino runs on Ante, open-source casino software; in these Terms “Ante” means this website and its services.',
        'By creating an account or placing a bet you accept these Terms and our Privacy, AML/CFT, Dispute Resolution and Responsible Gambling policies, which form part of them. If you do not agree, please do not use Ante.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: ['You may use Ante only if:'],
      list: [
        'You are at least 18 years old, or older where the legal gambling age where you are is higher.',
        'You have full legal capacity to accept these Terms.',
        'You do not live in and are not located in a restricted territory, and online gambling is lawful for you.',
        'You are not self-excluded with us and are not subject to sanctions.',
        'You play for yourself, with money that is lawfully yours.',
        'You are not an employee or officer of the Operator, or a close relative of one.',
      ],
    },
    {
      id: RESTRICTED_SECTION_ID,
      heading: 'Restricted territories',
      paragraphs: [
        'We do not accept players who live in or are located in the territories below, including all of a listed country’s states, provinces and overseas regions. The Operator may restrict further territories to meet its licence or local law.',
      ],
      list: restrictedTerritoryNames(),
    },
    {
      id: 'location',
      heading: 'Location checks',
      paragraphs: [
        'We identify your location from your connection. Hiding it with a VPN or proxy, or giving a false country, breaches these Terms: we may close the account, return deposits less withdrawals and cancel winnings.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'Each person may hold one account. Further accounts are closed, and what was gained through them may be cancelled.',
        'You can register with a username and password, a Google account or a MetaMask wallet. An e-mail address is optional, but without one we cannot send password resets or confirm a self-exclusion, so we recommend adding one in Settings.',
        'Your username is public: it appears in chat, bet feeds, leaderboards and tips. Choose one that does not identify you or offend others.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Account security',
      paragraphs: [
        'Keep your password and two-factor device to yourself. In Settings you can turn on two-factor authentication and end sessions you do not recognise. Tell support at once if you suspect someone else has access.',
      ],
    },
    {
      id: 'deposits',
      heading: 'Deposits and balances',
      paragraphs: [
        'Ante accepts the crypto currencies and networks listed in the Cashier, and your balances are held in those currencies. Fiat values are shown for convenience only, at rates refreshed about once a minute; your crypto balance does not change when rates move.',
        'Send only the currency and network shown with your deposit address: a deposit on another network or of an unsupported token may be lost. Deposits are credited after the number of network confirmations shown in the Cashier (two on Bitcoin, for example) and show as pending until then.',
        'Deposit only to play, from a wallet you control. Ante is not a bank, and balances earn no interest.',
      ],
    },
    {
      id: 'withdrawals',
      heading: 'Withdrawals',
      paragraphs: [
        'You may withdraw your available balance to an address you control. Each network’s minimum amount and fee are shown in the Cashier before you confirm.',
        'A withdrawal waits briefly in a queue, during which you can cancel it, and is then sent. A sent transaction cannot be reversed, so check the address and network carefully.',
        'We may hold a withdrawal to complete verification, to check for fraud or bonus abuse, or where the law requires. We will tell you what we need.',
      ],
    },
    {
      id: 'vault',
      heading: 'The vault',
      paragraphs: [
        'The vault is a separate balance for money you want to set aside; you cannot bet from it. Moving funds in is instant, and moving them back to your main balance needs your account password.',
      ],
    },
    {
      id: 'tips',
      heading: 'Tips',
      paragraphs: [
        'You may send part of your balance to another player as a tip. Tips arrive at once and cannot be cancelled. They are gifts and must not be used to pay for anything, to trade accounts or currency, to move money between your own accounts, to pass on bonus funds or to get around a limit or exclusion.',
        'We may limit tips and correct tips that break these Terms. Begging for tips is not allowed.',
      ],
    },
    {
      id: 'bonuses',
      heading: 'Bonuses, codes and rollover',
      paragraphs: [
        'Ante may offer bonuses, such as a welcome offer you can accept or decline. An offer’s own conditions apply where they differ from this section.',
        'A bonus with a rollover (a wagering requirement) is paid into your balance once your stakes in the deposit’s currency reach the stated amount within the stated time; until then it is not part of your balance, and if the time runs out it lapses. Progress is shown in Settings, under Offers. Deposit bonuses apply only to bonus-eligible currencies: BTC, ETH, USDC and USDT.',
        'We may cancel a bonus and its winnings if it was obtained through several accounts, coordinated play, betting on opposing outcomes or an error.',
      ],
    },
    {
      id: 'games',
      heading: 'Games and provable fairness',
      paragraphs: [
        'Ante’s own games, such as Dice, Limbo, Plinko, Mines, Keno, Wheel, Roulette, Blackjack, Baccarat, Top Dollar and Take the Crown, are provably fair: you see a hash of the server seed before you bet, you choose your client seed, and rotating seeds reveals the old server seed so you can recompute every past result. Each game’s Fairness window explains the method. Their return to player is about 99% (97.3% for roulette).',
        'The round record on our servers, with its seeds, nonce, wager and payout, is the authoritative record of a bet; animations and feeds only display it. Third-party games, where offered, follow their own rules.',
      ],
    },
    {
      id: 'errors',
      heading: 'Errors and malfunctions',
      paragraphs: [
        'A malfunction voids the plays and payouts it affects. We may void a round affected by a technical fault, a software error, a wrong configuration such as an incorrect payout table, or an obvious error in a rate. A voided round is cancelled: the wager is returned and any payout removed. An unfinished round is either completed with the result its seeds determine or voided.',
        'Money credited by mistake is not yours, and we may correct the balance. We never void a round just because it produced a large, correctly determined win.',
      ],
    },
    {
      id: 'limits',
      heading: 'Maximum bet and maximum profit',
      paragraphs: [
        'Each game has a minimum and a maximum bet, and each bet has a maximum profit. The Operator sets these limits in US dollars, and they apply at current rates in every currency.',
        'Bets are checked before they are accepted. A bet above the maximum bet is refused. In a game decided by one draw (dice, limbo, plinko, keno, wheel, roulette, baccarat), a bet that could win more than the maximum profit (its stake times the highest possible multiplier, minus the stake) is refused and you are asked to lower it.',
        'A game played in steps (mines, Take the Crown, Top Dollar, blackjack) accepts any stake up to the maximum bet, and a round pays at most its stakes plus the maximum profit, valued at the rate of the moment the round was staked. A round whose cash-out value reaches that amount ends there and pays it. Each game states this under its rules. Apart from this cap, an accepted bet is paid in full; winnings are never reduced afterwards.',
      ],
    },
    {
      id: 'jackpot',
      heading: 'Global jackpot',
      paragraphs: [
        'The global jackpot is a progressive pot shared by all players and funded by a small share of qualifying wagers. The Global Pot page shows its amount and explains which bets qualify and how it is won. A jackpot win is credited to the winner’s balance, is not limited by the maximum profit per bet, and is checked like any other win.',
      ],
    },
    {
      id: 'loyalty',
      heading: 'Loyalty and rewards',
      paragraphs: [
        'Wagering earns experience points that raise your rank, and each new rank earns a one-off level-up bonus, paid in the currency you choose when you claim it. Rewards wait in the Rewards area until you claim them.',
        'Ranks and their bonuses are shown in Rewards and may change for the future; rewards already earned are not reduced. Voided rounds earn nothing, and rewards gained through abuse may be removed.',
      ],
    },
    {
      id: 'affiliate',
      heading: 'Affiliate programme',
      paragraphs: [
        'You can invite people with your referral link, found in Settings under Affiliate; a player who registers through it is recorded as your referral. Each bet your referrals settle earns you a commission of stake × house edge × the rate shown on that page ÷ 2, halved while they play through a bonus, which you claim on that page.',
        'You may not refer yourself or your own accounts, share commission with the players you refer, promote Ante to minors or in restricted territories, send spam, or present gambling as a way to earn money. Commission from such activity is forfeited.',
      ],
    },
    {
      id: 'chat',
      heading: 'Chat rules',
      paragraphs: [
        'Chat rooms are grouped by region. Chat is public, so be kind and careful. In chat you must not:',
      ],
      list: [
        'harass, threaten or insult anyone, or post hateful, violent or sexual content;',
        'beg for tips or loans, or offer to lend;',
        'share personal details, contact details or wallet addresses, yours or anyone else’s;',
        'advertise, spam, post referral codes or promote other gambling sites;',
        'impersonate staff or other players;',
        'offer to buy, sell or trade accounts, currency or services;',
        'discuss cheating or ways around our restrictions.',
      ],
    },
    {
      id: 'chat-moderation',
      heading: 'Chat moderation',
      paragraphs: [
        'Moderators may delete messages and mute players, and serious breaches may lead to account closure. Staff never ask for your password, two-factor codes or a payment in chat.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: 'Self-exclusion',
      paragraphs: [
        'You can take a break or exclude yourself at any time from Settings. The request is confirmed through a link sent to your e-mail address, where you choose the period. While it lasts you cannot bet, deposit, tip or claim rewards, and we send you no promotions; you can still sign in to withdraw your balance.',
        'An exclusion cannot be shortened, and a permanent one cannot be reversed. When a fixed self-exclusion (6 months or more) ends, your account stays closed until you ask to reopen it, and reopens 24 hours after you ask; a time-out (up to 6 weeks) ends by itself. Accounts opened during an exclusion are closed. Our Responsible Gambling policy describes the other tools available.',
      ],
    },
    {
      id: 'verification',
      heading: 'Identity verification (KYC)',
      paragraphs: [
        'We verify players in up to four levels; the Verify tab in Settings shows your completed and required levels. We may require a level at any time, for example before a withdrawal, and may restrict deposits, play or withdrawals until it is complete. False or borrowed documents lead to closure. The levels are:',
      ],
      list: [
        'Level 1: your full name, date of birth, address and country.',
        'Level 2: a government-issued photo identity document.',
        'Level 3: a recent document proving your address.',
        'Level 4: evidence of the source of your funds or wealth.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Fair play and fraud',
      paragraphs: [
        'You must not use bots or scripts other than Ante’s own features, exploit faults instead of reporting them, collude with other players, attack our systems, use funds that are not lawfully yours, or buy, sell or share accounts.',
        'If we reasonably suspect any of this, we may suspend the account while we investigate, void the bets concerned, remove the winnings and rewards they produced, and report to the authorities where required. Deposits made in good faith are returned less withdrawals, unless the law requires us to hold them.',
      ],
    },
    {
      id: 'closing',
      heading: 'Closing your account',
      paragraphs: [
        'You can ask support to close your account at any time; please withdraw your balance first. Closing an account is not self-exclusion: if gambling is harming you, tell us, so that we can exclude you too.',
        'We may suspend or close an account for a breach of these Terms, where the law requires, or if Ante stops being offered where you live. Unless a breach forfeits the funds, we pay out the balance after any required checks.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'Ante’s software is open source under its own licence, and these Terms do not limit the rights that licence gives you. The Operator’s name, logos, branding and content belong to the Operator or its licensors, and third-party games belong to their studios; do not use them without permission.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'Ante is provided as it is and as available. We work to keep it running and accurate but cannot promise it will be uninterrupted or free of errors.',
        'We are not liable for gambling losses; for blockchain congestion, forks or fees; for funds sent to a wrong address or network; for problems with your device, connection or credentials; or for indirect losses such as lost profit. Our liability for any claim is limited to the amount of the bet or transaction it concerns. Nothing here limits liability that the law does not allow to be limited, such as liability for fraud.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Complaints and disputes',
      paragraphs: [
        'If something goes wrong, contact support first. Our Dispute Resolution policy explains how to complain, what to include, how quickly we reply and how to take a complaint to an independent body if we cannot resolve it together.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These Terms are governed by the law of the jurisdiction where the Operator is licensed, as stated in this site’s licence details, without removing protections your own country’s law gives you that cannot be excluded. If a part is invalid, the rest remains in force.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may update these Terms; the date at the top shows the current version. We announce material changes before they apply, on the site or by e-mail. If you do not agree, stop playing and withdraw your balance. Bets are settled under the Terms in force when they were placed.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about these Terms are welcome through live support or by e-mail to ${SUPPORT_EMAIL}. Please include your username, but never your password or two-factor codes.`,
      ],
    },
  ],
};
