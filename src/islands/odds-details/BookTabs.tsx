/** The odds history's bookmaker tabs (spec §2 "Bookmaker history tabs per book type"). */
import type { Translate } from '../../lib/i18n/messages';

export interface BookTab {
  id: number;
  name: string;
}

interface Props {
  t: Translate;
  books: BookTab[];
  current: number;
  onChange: (bookId: number) => void;
}

export function BookTabs({ t, books, current, onChange }: Props) {
  return (
    <div
      className="odds-tabs odds-history__books"
      role="tablist"
      aria-label={t('oddsDetails.history.books')}
    >
      {books.map((book) => (
        <button
          key={book.id}
          type="button"
          role="tab"
          className={`tab${book.id === current ? ' tab--active' : ''}`}
          aria-selected={book.id === current}
          data-history-book={book.id}
          onClick={() => onChange(book.id)}
        >
          {book.name}
        </button>
      ))}
    </div>
  );
}
