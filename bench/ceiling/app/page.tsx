// The benchmark's ceiling: a trivial prerendered page, React and the Next.js runtime and nothing
// else, built and served by the same Next version as the site (bench/src/ceiling.mjs).
export const metadata = { title: 'Ceiling', description: 'A trivial prerendered page.' };

export default function Page() {
  return (
    <main>
      <h1>Ceiling</h1>
      <p>A trivial prerendered page served from the full-route cache.</p>
    </main>
  );
}
