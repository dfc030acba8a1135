export default function HomePage() {
  return (
    <main>
      <h1>Home</h1>
      <p>A page that shows text.</p>
    </main>
  );
}
