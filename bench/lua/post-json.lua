-- wrk script: POST of one JSON body with a session cookie, from the environment:
--   WRK_BODY    the request body (JSON)
--   WRK_COOKIE  the cookie header (sid=…)
--   WRK_EXPECT  a text every good reply contains (e.g. "ok":true); replies without it are counted bad
-- At the end one line `WRK_RESULT {json}` with requests, seconds, latencies (ms) and errors.
wrk.method = "POST"
wrk.body = os.getenv("WRK_BODY") or "{}"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = os.getenv("WRK_COOKIE") or ""

local expect = os.getenv("WRK_EXPECT") or ""
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  bad = 0
  sample = nil
end

function response(status, headers, body)
  if status ~= 200 or (expect ~= "" and not string.find(body, expect, 1, true)) then
    bad = bad + 1
    if sample == nil then sample = status .. " " .. string.sub(body, 1, 200) end
  end
end

function done(summary, latency, requests)
  local badTotal, firstBad = 0, ""
  for _, t in ipairs(threads) do
    badTotal = badTotal + t:get("bad")
    local s = t:get("sample")
    if s ~= nil and firstBad == "" then firstBad = s end
  end
  firstBad = (string.gsub(firstBad, '["\\]', "'"))
  firstBad = (string.gsub(firstBad, "%c", " "))
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"seconds":%.3f,"p50":%.3f,"p90":%.3f,"p99":%.3f,"max":%.3f,' ..
    '"bad":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"firstBad":"%s"}\n',
    summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, badTotal, e.connect, e.read, e.write, e.status, e.timeout, firstBad))
end
