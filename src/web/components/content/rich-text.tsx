import { Link } from 'react-router';
import type { Block, Inline } from '../../../domain/content/rich-text';
import { CANCELLATION_COSTS, cancellationDays } from '../../../domain/pricing/cancellation-costs';
import { useTranslation } from '../../i18n/i18n';

export interface BankAccount {
  bank: string;
  iban: string;
  bic: string;
}

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, index) =>
    !inline.href ? (
      inline.text
    ) : inline.href.startsWith('/') ? (
      <Link key={index} to={inline.href}>
        {inline.text}
      </Link>
    ) : (
      <a key={index} href={inline.href}>
        {inline.text}
      </a>
    ),
  );
}

/** The agency's standardised cancellation fees, from the one table the cost estimate uses. */
export function CancellationCostsTable() {
  const { t } = useTranslation('info');
  return (
    <table className="info-table">
      <caption>{t('cancellation.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cancellation.days')}</th>
          <th scope="col">{t('cancellation.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {CANCELLATION_COSTS.map((band) => (
          <tr key={band.fromDays}>
            <th scope="row">{cancellationDays(band, t)}</th>
            <td>{t('cancellation.percent', { percent: band.percent })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BankAccounts({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation('info');
  return (
    <ul className="bank-accounts">
      {accounts.map((account) => (
        <li key={account.iban}>
          <strong>{account.bank}</strong>
          <span>
            {t('bank.iban')} <span className="nowrap">{account.iban}</span>
          </span>
          <span>
            {t('bank.bic')} {account.bic}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A content text: paragraphs, bullet lists, links, the bank accounts and the cancellation fees. */
export function RichText({
  blocks,
  bankAccounts = [],
}: {
  blocks: readonly Block[];
  bankAccounts?: readonly BankAccount[];
}) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      case 'list':
        return (
          <ul key={index} className="info-list">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        );
      case 'bankAccounts':
        return <BankAccounts key={index} accounts={bankAccounts} />;
      case 'cancellationCosts':
        return <CancellationCostsTable key={index} />;
    }
  });
}
