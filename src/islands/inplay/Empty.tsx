/** The line a list shows when it has no match. */
export default function Empty({ message }: { message: string }) {
  return (
    <p className="empty" data-empty>
      {message}
    </p>
  );
}
