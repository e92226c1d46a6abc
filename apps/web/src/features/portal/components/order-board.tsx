import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/lib/use-media-query';
import { boardColumnKeys, type BoardColumnKey, type BoardColumns } from '../utils/board-columns';
import type { PortalOrder } from '../utils/portal-order';
import styles from './order-board.module.css';

export const WIDE_BOARD_QUERY = '(min-width: 1024px)';

export interface OrderBoardProps {
  columns: BoardColumns;
  renderCard: (order: PortalOrder) => ReactNode;
}

function Column({
  id,
  columnKey,
  orders,
  renderCard,
  isTabPanel,
}: {
  id: string;
  columnKey: BoardColumnKey;
  orders: readonly PortalOrder[];
  renderCard: OrderBoardProps['renderCard'];
  isTabPanel: boolean;
}) {
  const { t } = useTranslation();
  const title = t(`portal.board.columns.${columnKey}`);
  return (
    <section
      id={id}
      className={styles.column}
      aria-label={`${title} (${orders.length})`}
      {...(isTabPanel ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab` } : {})}
    >
      {!isTabPanel && (
        <h2 className={styles.columnTitle}>
          {title} <span className={styles.count}>{orders.length}</span>
        </h2>
      )}
      {orders.length === 0 ? (
        <p className={styles.empty}>{t(`portal.board.empty.${columnKey}`)}</p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <li key={order.orderId}>{renderCard(order)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Four columns side by side on a wide screen; on a phone, tabs with counts over one list. */
export function OrderBoard({ columns, renderCard }: OrderBoardProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_BOARD_QUERY);
  const [selected, setSelected] = useState<BoardColumnKey>('new');
  if (isWide) {
    return (
      <div className={styles.columns}>
        {boardColumnKeys.map((key) => (
          <Column
            key={key}
            id={`board-${key}`}
            columnKey={key}
            orders={columns[key]}
            renderCard={renderCard}
            isTabPanel={false}
          />
        ))}
      </div>
    );
  }
  const move = (step: number) => {
    const index = boardColumnKeys.indexOf(selected);
    const next = boardColumnKeys[(index + step + boardColumnKeys.length) % boardColumnKeys.length]!;
    setSelected(next);
    document.getElementById(`board-${next}-tab`)?.focus();
  };
  return (
    <div className={styles.stacked}>
      <div
        role="tablist"
        aria-label={t('portal.board.title')}
        className={styles.tabs}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            move(event.key === 'ArrowRight' ? 1 : -1);
          }
        }}
      >
        {boardColumnKeys.map((key) => {
          const isSelected = key === selected;
          const count = columns[key].length;
          return (
            <button
              key={key}
              id={`board-${key}-tab`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`board-${key}`}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
              onClick={() => setSelected(key)}
            >
              <span className={styles.tabLabel}>{t(`portal.board.columns.${key}`)}</span>
              <span
                className={key === 'new' && count > 0 ? `${styles.badge} ${styles.badgeHot}` : styles.badge}
              >
                {count}
              </span>
            </button>
          );
        })}
      </div>
      <Column
        id={`board-${selected}`}
        columnKey={selected}
        orders={columns[selected]}
        renderCard={renderCard}
        isTabPanel
      />
    </div>
  );
}
