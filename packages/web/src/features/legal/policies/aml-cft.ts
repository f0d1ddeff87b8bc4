import { SUPPORT_EMAIL } from './contact';
import type { Policy } from './types';

export const AML_CFT_POLICY: Policy = {
  slug: 'aml-cft',
  title: 'AML/CFT Policy',
  updated: '2026-11-22',
  sections: [
    {
      id: 'purpose',
      heading: 'Purpose and scope',
      paragraphs: [
        'This policy explains how the company that runs this casino (the “Operator”, “we”, “us”) prevents its service from being used for money laundering or the financing of terrorism. It applies to every account, every currency and every movement of money on Ante: deposits, withdrawals, wagers, tips, rewards, vault transfers and affiliate commission.',
        'We follow the law of the jurisdiction where the Operator is licensed and the recommendations of the Financial Action Task Force (FATF). Where a local rule is stricter than this policy, the stricter rule applies.',
      ],
    },
    {
      id: 'risk-based-approach',
      heading: 'A risk-based approach',
      paragraphs: [
        'We do not treat every player the same way. We assess the risk of each customer relationship and apply checks in proportion to it, so that most players are asked for little while unusual activity gets closer attention. The assessment of the business as a whole is reviewed at least once a year and whenever we add a product, a currency or a market. For each player we consider:',
      ],
      list: [
        'where the player is, and whether that country is subject to sanctions or has weak AML controls;',
        'how much and how often the player deposits, wagers and withdraws;',
        'the currencies and networks used, and the history of the wallets involved;',
        'whether the player, or someone close to them, holds a prominent public function;',
        'whether the way the account is used matches what we know about the player.',
      ],
    },
    {
      id: 'verification-levels',
      heading: 'Know your customer: verification levels',
      paragraphs: [
        'Customer due diligence happens in four levels. Each level adds to the one before, and the Verify tab in Settings shows which levels a player has completed and which is required:',
      ],
      list: [
        'Level 1, basic details: full name, date of birth, residential address and country, checked against sanctions and politically exposed person lists.',
        'Level 2, identity: a valid government-issued photo document (passport, national identity card or driving licence), with a live photo where required.',
        'Level 3, address: a recent utility bill, bank statement or official letter showing the player’s name and address.',
        'Level 4, source of funds and wealth: documents that explain where the money used to play comes from, such as payslips, tax returns, business accounts, exchange statements showing the origin of crypto holdings, or evidence of an inheritance or sale.',
      ],
    },
    {
      id: 'when-we-verify',
      heading: 'When verification is required',
      paragraphs: [
        'A player may be asked to complete a level when their total deposits or withdrawals pass a threshold set in our risk assessment, before a large withdrawal, when a wallet is linked to elevated risk, when activity does not fit the player’s profile, or at random. Until the required level is complete we may restrict deposits, play or withdrawals.',
        'Enhanced due diligence (level 4, and sometimes interviews or further documents) applies to high-value players, politically exposed persons, players connected to high-risk countries and any relationship our monitoring flags. Enhanced relationships are approved by a senior member of the compliance team and reviewed more often.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Ongoing monitoring',
      paragraphs: [
        'Every transfer on Ante is written to a double-entry ledger, so each deposit, bet, payout, tip and withdrawal can be traced to its source. Automated rules and trained staff review this activity continuously. Among the patterns we look for:',
      ],
      list: [
        'deposits that are withdrawn soon after with little or no play;',
        'amounts split into smaller transactions to stay below thresholds;',
        'tips passed between accounts in chains or circles, or sent to accounts that withdraw immediately;',
        'several accounts sharing devices, addresses, wallets or payment patterns;',
        'low-risk wagering that seems meant only to make deposits look like winnings;',
        'sudden changes in volume or behaviour that the player’s profile does not explain;',
        'use of currencies or networks that make funds harder to trace.',
      ],
    },
    {
      id: 'wallet-screening',
      heading: 'Crypto wallet screening',
      paragraphs: [
        'We screen the wallets that send deposits to Ante and the addresses players withdraw to, using blockchain analytics. Funds with direct or close exposure to sanctioned parties, darknet markets, ransomware, stolen funds, scams or mixing services may be refused, held for review or returned to their source where the law allows. We may ask a player to explain the history of funds they deposited.',
      ],
    },
    {
      id: 'travel-rule',
      heading: 'Information that travels with transfers',
      paragraphs: [
        'Where the rules on information accompanying crypto transfers (often called the travel rule) apply, we collect and keep the originator and beneficiary details required for transfers to and from other virtual asset service providers, such as exchanges. We may ask whether a withdrawal address belongs to an exchange or to a wallet you hold yourself, and for transfers to or from a self-hosted wallet we may ask you to prove that you control it, for example by signing a message.',
        'Where a counterparty provider fails to send the required information, we may hold the deposit until it is supplied or return it.',
      ],
    },
    {
      id: 'sanctions',
      heading: 'Sanctions screening',
      paragraphs: [
        'Players are screened against the consolidated sanctions lists of the United Nations, the European Union, the United Kingdom and the United States Office of Foreign Assets Control, and against any list required by the Operator’s licence, at registration, at each verification level and again whenever the lists change. Wallet addresses are screened against the addresses those authorities publish. A confirmed match means the account is frozen and reported, and no funds are released except as the authorities permit.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting suspicious activity',
      paragraphs: [
        'Staff who notice anything unusual report it internally to the Money Laundering Reporting Officer without delay. The officer investigates and, where there is knowledge or suspicion of money laundering or terrorist financing, files a report with the financial intelligence unit of the relevant jurisdiction.',
        'The law forbids us from telling a player that a report has been made or is being considered. We may therefore not be able to explain why an account is restricted while a matter is open.',
      ],
    },
    {
      id: 'refusal-and-freezing',
      heading: 'Refusing, freezing and closing',
      paragraphs: [
        'We may refuse to open an account, decline a deposit or withdrawal, freeze balances or close an account when a player does not provide required information, provides false information, is connected to sanctions, or when we suspect that funds are criminal property. Where the law requires, frozen funds stay frozen until an authority allows their release. Closing an account for these reasons does not end our duty to keep its records.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Record keeping',
      paragraphs: [
        'We keep verification documents, risk assessments, transaction and game records, screening results and internal reports for at least five years after the end of the customer relationship or the date of the transaction, and longer if an authority asks us to. Records are kept securely and can be produced promptly to regulators and law enforcement.',
      ],
    },
    {
      id: 'roles',
      heading: 'Roles and responsibilities',
      paragraphs: ['Responsibility for this policy is shared as follows:'],
      list: [
        'The Operator’s board approves this policy and the business risk assessment, and is ultimately responsible for compliance.',
        'The Money Laundering Reporting Officer, a senior person with direct access to the board, receives internal reports, decides on external reports and is the contact point for the authorities.',
        'The compliance team runs verification, screening and monitoring, and approves enhanced due diligence.',
        'Support and payments staff spot and escalate concerns, and never discuss an open matter with the player concerned.',
        'An independent reviewer tests how well the controls work at regular intervals.',
      ],
    },
    {
      id: 'training',
      heading: 'Training',
      paragraphs: [
        'Everyone who works on the service receives AML/CFT training when they join and at least once a year after that, covering the law, the risks typical of crypto gambling, how to recognise and escalate suspicious activity, and the prohibition on tipping off. Staff in compliance roles receive further specialist training.',
      ],
    },
    {
      id: 'players',
      heading: 'What we ask of players',
      paragraphs: [
        'Play with your own money from a lawful source, deposit only from wallets you own or control, answer verification requests honestly and promptly, and keep your details up to date. Ante is not a way to exchange, store or transfer money: funds deposited for purposes other than play may be returned.',
        `Questions about this policy can be sent to ${SUPPORT_EMAIL}. Reports of suspected misuse of the service are also welcome there and are handled confidentially.`,
      ],
    },
  ],
};
