/** A compact dark title band for content pages (sample CVs, resources, 404) under the navbar. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="bg-brand-900 px-4 pt-28 pb-12 text-white sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{subtitle}</p> : null}
      </div>
    </div>
  );
}
