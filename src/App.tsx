export function App() {
  return <div>Hry – back-office</div>;
}
