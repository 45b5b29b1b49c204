/** Any path not in the route table. The API answers such paths with HTTP 404. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-slate-700">
          Did you forget to add the page to the router?
        </p>
      </div>
    </div>
  );
}
