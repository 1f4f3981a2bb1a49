// spots-bench's decode baseline: simdjson (Debian's libsimdjson-dev) parsing the same bytes as
// our decoder, to show the ceiling. Reads FILE, parses it RUNS times with the DOM API, touches
// every item's title so no work is skipped, and prints one line for spots-bench:
//     RESULT ms=MEDIAN titles=COUNT title_bytes=BYTES samples=MS,MS,... cpu_samples=MS,MS,...
// samples are wall-clock times, cpu_samples the thread's processor time of the same runs (steady
// when other processes share the machine).
// Usage: simdjson-parse FILE [RUNS]      (built by Scripts/build-json-baseline.sh)
//        simdjson-parse FILE --paired     one parse for each line read from standard input, each
//                                         answered at once with SAMPLE cpu=MS titles=COUNT, so that
//                                         spots-bench can take turns with it (after one warm-up run)
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <time.h>
#include <vector>

static double threadMilliseconds() {
    timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/// One DOM parse of `json`, touching every item's title; false when it is not JSON.
static bool parseOnce(simdjson::dom::parser &parser, const simdjson::padded_string &json, size_t &titles, size_t &titleBytes) {
    simdjson::dom::element root;
    if (parser.parse(json).get(root)) return false;
    size_t bytes = 0, count = 0;
    simdjson::dom::array components;
    if (root["components"].get(components) == simdjson::SUCCESS) {
        for (auto component : components) {
            simdjson::dom::array items;
            if (component["items"].get(items)) continue;
            for (auto item : items) {
                std::string_view title;
                if (item["title"].get(title) == simdjson::SUCCESS) {
                    bytes += title.size();
                    count++;
                }
            }
        }
    }
    titles = count;
    titleBytes = bytes;
    return true;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE [RUNS | --paired]\n", argv[0]);
        return 2;
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json)) {
        std::printf("RESULT error=unreadable\n");
        return 1;
    }
    simdjson::dom::parser parser;
    size_t titles = 0, titleBytes = 0;
    if (argc > 2 && std::string(argv[2]) == "--paired") {
        if (!parseOnce(parser, json, titles, titleBytes)) { // the warm-up
            std::printf("RESULT error=invalid-json\n");
            return 1;
        }
        std::printf("READY titles=%zu\n", titles);
        std::fflush(stdout);
        for (std::string line; std::getline(std::cin, line);) {
            double cpuStart = threadMilliseconds();
            parseOnce(parser, json, titles, titleBytes);
            std::printf("SAMPLE cpu=%.4f titles=%zu\n", threadMilliseconds() - cpuStart, titles);
            std::fflush(stdout);
        }
        return 0;
    }
    int runs = argc > 2 ? std::atoi(argv[2]) : 20;
    if (runs < 1) runs = 1;
    std::vector<double> samples, cpuSamples;
    // One warm-up run (it also sizes the parser's buffers), as spots-bench warms up its own rows.
    for (int run = -1; run < runs; run++) {
        auto start = std::chrono::steady_clock::now();
        double cpuStart = threadMilliseconds();
        if (!parseOnce(parser, json, titles, titleBytes)) {
            std::printf("RESULT error=invalid-json\n");
            return 1;
        }
        auto elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        double cpu = threadMilliseconds() - cpuStart;
        if (run >= 0) {
            samples.push_back(elapsed);
            cpuSamples.push_back(cpu);
        }
    }
    std::vector<double> sorted = samples;
    std::sort(sorted.begin(), sorted.end());
    size_t n = sorted.size();
    double median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    std::printf("RESULT ms=%.4f titles=%zu title_bytes=%zu samples=", median, titles, titleBytes);
    for (size_t i = 0; i < samples.size(); i++) std::printf(i ? ",%.4f" : "%.4f", samples[i]);
    std::printf(" cpu_samples=");
    for (size_t i = 0; i < cpuSamples.size(); i++) std::printf(i ? ",%.4f" : "%.4f", cpuSamples[i]);
    std::printf("\n");
    return 0;
}
