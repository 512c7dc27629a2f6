// The reference remote's exposed Widget: a heading, a paragraph, three items and today's date (dayjs).
import dayjs from 'dayjs';

const ITEMS = ['Orders to confirm', 'Quotes awaiting a reply', 'Invoices due this week'];

export default function Widget() {
  return (
    <section data-remote="reference">
      <h2>Reference widget</h2>
      <p>A small component loaded from another origin through Module Federation.</p>
      <ul>
        {ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>Today is {dayjs().format('YYYY-MM-DD')}.</p>
    </section>
  );
}
